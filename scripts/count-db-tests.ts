// Counts the API tests that passed on each database, from Vitest's JSON report (reports/api-tests.json).
// With --require mysql it fails when no MySQL test ran, so CI cannot pass on SQLite alone.
import { readFileSync } from 'node:fs';

interface Report {
  testResults: { assertionResults: { fullName: string; status: string }[] }[];
}

const report = JSON.parse(readFileSync('reports/api-tests.json', 'utf8')) as Report;
const counts = { sqlite: { passed: 0, failed: 0 }, mysql: { passed: 0, failed: 0 } };
for (const file of report.testResults) {
  for (const t of file.assertionResults) {
    const db = /\bon mysql\b/.test(t.fullName) ? 'mysql' : /\bon sqlite\b/.test(t.fullName) ? 'sqlite' : null;
    if (!db) continue;
    if (t.status === 'passed') counts[db].passed++;
    else if (t.status === 'failed') counts[db].failed++;
  }
}
console.log(`API tests on SQLite: ${counts.sqlite.passed} passed, ${counts.sqlite.failed} failed`);
console.log(`API tests on MySQL:  ${counts.mysql.passed} passed, ${counts.mysql.failed} failed`);
const required = process.argv.includes('--require') ? process.argv[process.argv.indexOf('--require') + 1] : null;
if (required === 'mysql' && counts.mysql.passed === 0) {
  console.error('No API test ran against MySQL: is TEST_MYSQL_URL set and the server up?');
  process.exit(1);
}
