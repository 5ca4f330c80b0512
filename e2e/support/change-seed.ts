// Changes the end-to-end server's dataset the way an editor does: edit a seed record and run the seed
// loader (a new revision). Run by e2e/pages/seed-change.ts in a child process, against the e2e database:
//   tsx e2e/support/change-seed.ts edit <policy key> <text appended to its description>
//   tsx e2e/support/change-seed.ts restore
// The server is another process: its revision clock sees the new revision within a second (ADR 005).
import { openDatabase } from '../../api/src/db/database.js';
import { loadSeed } from '../../api/src/db/load-seed.js';
import { readSeedDataset } from '../../seed/read-dataset.js';

async function main([command, key, text]: string[]): Promise<void> {
  const dataset = readSeedDataset();
  if (command === 'edit') {
    const policy = dataset.policies.find((p) => p.key === key);
    if (!policy || !text) throw new Error(`usage: change-seed edit <policy key> <text>; no policy ${key ?? ''}`);
    policy.description = `${policy.description} ${text}`;
  } else if (command !== 'restore') {
    throw new Error('usage: change-seed edit <policy key> <text> | restore');
  }
  const db = openDatabase(process.env.DATABASE_URL ?? 'sqlite:data/e2e.sqlite');
  try {
    const result = await loadSeed(db, dataset);
    console.log(JSON.stringify(result));
  } finally {
    await db.close();
  }
}

main(process.argv.slice(2)).catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
