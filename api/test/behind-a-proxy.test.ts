import { networkInterfaces } from 'node:os';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app.js';
import { ocrPool } from '../src/analyzer/ocr-pool.js';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/database.js';
import { migrate } from '../src/db/migrate.js';
import { listen } from '../src/http/listen.js';
import { clientCookie, createTestDatabase, type TestDatabase } from './harness.js';
import { closeServer } from './close-server.js';

// Behind the compose file's proxy (ADR 317) every request reaches the app from the proxy's address, which is not
// this machine's loopback. The limits are counted per client address: X-Forwarded-For must be believed from a
// proxy in TRUSTED_PROXIES (else every client shares the proxy's budget), and from nobody else (else any client
// could make itself a new budget per request). The app listens on this machine's own network address and the
// test connects to it, so the peer is that address, as a proxy's would be.

const ownAddress = Object.values(networkInterfaces()).flat().find((entry) => entry && entry.family === 'IPv4' && !entry.internal)?.address;

describe.skipIf(!ownAddress)('write limits behind a proxy at a network address', () => {
  let database: TestDatabase;
  const folder = mkdtempSync(join(tmpdir(), 'adpolicy-uploads-'));
  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
    const db = openDatabase(database.url);
    await migrate(db);
    await db.close();
  });
  afterAll(async () => {
    await database?.drop();
    rmSync(folder, { recursive: true, force: true });
  });

  /** Three writes from each of two clients behind the proxy, with a limit of 3 a minute: the statuses of each. */
  async function writesOfTwoClients(env: Record<string, string>) {
    const config = loadConfig({ DATABASE_URL: database.url, UPLOAD_DIR: folder, WRITE_RATE_LIMIT: '3', LOG_LEVEL: 'silent', ...env });
    const db = openDatabase(config.DATABASE_URL);
    const ocr = ocrPool({ maxQueued: 1 });
    const server = await listen(createApp({ config, db, ocr }), 0, ownAddress);
    const address = server.address();
    const url = `http://${ownAddress}:${typeof address === 'object' && address ? address.port : 0}`;
    try {
      const statuses: Record<string, number[]> = {};
      for (const client of ['203.0.113.7', '203.0.113.8']) {
        const cookie = clientCookie();
        statuses[client] = [];
        for (let i = 0; i < 3; i++) {
          const response = await fetch(`${url}/api/saved-searches`, {
            method: 'POST',
            headers: { cookie, 'content-type': 'application/json', 'x-forwarded-for': client },
            body: JSON.stringify({ name: `search ${i}`, query: 'alcohol' }),
          });
          statuses[client]!.push(response.status);
        }
      }
      return statuses;
    } finally {
      await closeServer(server);
      await ocr.close();
      await db.close();
    }
  }

  it('when the proxy is in TRUSTED_PROXIES, then each client behind it has its own write limit', async () => {
    expect(await writesOfTwoClients({ TRUSTED_PROXIES: ownAddress! })).toEqual({ '203.0.113.7': [201, 201, 201], '203.0.113.8': [201, 201, 201] });
  });

  it('when the proxy is not trusted, then X-Forwarded-For is ignored: the clients share the budget of the address they come from', async () => {
    expect(await writesOfTwoClients({ TRUSTED_PROXIES: '10.255.255.1' })).toEqual({ '203.0.113.7': [201, 201, 201], '203.0.113.8': [429, 429, 429] });
  });
});
