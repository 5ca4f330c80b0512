// npm run db:migrate | db:seed — against DATABASE_URL (default: the embedded SQLite file).
import { loadSeed } from './load-seed.js';
import { loadConfig } from '../config.js';
import { openDatabase } from './database.js';
import { migrate } from './migrate.js';

async function main(command: string | undefined): Promise<void> {
  const config = loadConfig();
  const db = openDatabase(config.DATABASE_URL);
  try {
    const applied = await migrate(db);
    console.log(applied.length ? `Applied migrations: ${applied.join(', ')}` : 'Database schema is up to date.');
    if (command === 'seed') {
      const r = await loadSeed(db);
      console.log(`Seed loaded: ${r.inserted} inserted, ${r.updated} updated, ${r.deleted} deleted; dataset revision ${r.revision}.`);
    }
  } finally {
    await db.close();
  }
}

main(process.argv[2]).catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
