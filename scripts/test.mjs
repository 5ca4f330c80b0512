// `npm test`: the whole suite, in stages, and the time each took, printed at the end.
// Steps of a stage run side by side (this machine has 2 cores: only steps that leave a core idle share a
// stage), each one's output held until it ends so that outputs never interleave. A failed step fails the
// stage; later stages do not run. Plain Node with no dependencies, so it starts at once.
import { spawn } from 'node:child_process';

const STAGES = [
  // tsc and ESLint are single-threaded; the web build leaves a core too: the three share the two cores.
  { name: 'static checks and web build', steps: ['typecheck', 'lint', 'build'] },
  { name: 'unit tests', steps: ['test:unit'] },
  { name: 'API tests', steps: ['test:api'] },
  // Playwright against the build of the first stage (npm run test:e2e builds it first when run alone).
  { name: 'end-to-end tests', steps: ['test:e2e:built'] },
];

const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`;

function runStep(script) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '-s', script], { stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code, signal) => resolve({ script, ok: code === 0, code: code ?? signal, ms: Date.now() - started, output: Buffer.concat(output).toString() }));
  });
}

const times = [];
let failed = null;
const startedAll = Date.now();
for (const stage of STAGES) {
  const started = Date.now();
  console.log(`\n▶ ${stage.name}: ${stage.steps.join(', ')}`);
  const results = await Promise.all(stage.steps.map(runStep));
  for (const result of results) {
    console.log(`\n── npm run ${result.script} (${seconds(result.ms)}, ${result.ok ? 'passed' : `failed: ${result.code}`})`);
    process.stdout.write(result.output);
  }
  times.push({ stage: stage.name, ms: Date.now() - started, steps: results });
  failed = results.find((r) => !r.ok);
  if (failed) break;
}

console.log('\nTime per stage');
for (const { stage, ms, steps } of times) {
  console.log(`  ${stage.padEnd(30)} ${seconds(ms).padStart(6)}   ${steps.map((s) => `${s.script} ${seconds(s.ms)}${s.ok ? '' : ' FAILED'}`).join(' · ')}`);
}
console.log(`  ${'total'.padEnd(30)} ${seconds(Date.now() - startedAll).padStart(6)}`);
if (failed) {
  console.error(`\nnpm test failed at npm run ${failed.script}.`);
  process.exit(1);
}
