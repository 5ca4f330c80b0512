import { createServer, connect, type Server, type Socket } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase, errorBody, startTestApp, type TestApp } from './harness.js';

async function eventually(check: () => Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('condition not met in time');
}

/** The revision clock reads the database at least once a second; allow for a slow CI machine. */
const REVISION_INTERVAL_BOUND_MS = 3000;

describe('API on sqlite: database unavailable', () => {
  it('when the database connection is gone, then reads answer 503 with a message and health says down', async () => {
    const app = await startTestApp('sqlite');
    try {
      expect((await app.get('/api/platforms')).status).toBe(200);
      await app.db.close();
      // Dataset reads are answered from memory while the revision is fresh (ADR 005), so 503 comes within that interval.
      let response!: Response;
      await eventually(async () => (response = await app.get('/api/platforms')).status !== 200, REVISION_INTERVAL_BOUND_MS);
      expect(response.status).toBe(503);
      expect(await errorBody(response)).toMatch(/database is unavailable/i);
      const health = await app.get('/api/health');
      expect(health.status).toBe(503);
      expect(await health.json()).toMatchObject({ database: 'down' });
      // Nor is the instance ready for a load balancer's traffic (ADR 316).
      const ready = await app.get('/api/ready');
      expect(ready.status).toBe(503);
      expect(await errorBody(ready)).toBe('The database is unavailable.');
    } finally {
      await app.stop();
    }
  });
});

/** A TCP relay in front of MySQL that the test can cut and restore, like a database going away and coming back. */
function mysqlRelay(target: URL) {
  let server: Server | null = null;
  const sockets = new Set<Socket>();
  let port = 0;
  const open = () =>
    new Promise<void>((ok) => {
      server = createServer((client) => {
        const upstream = connect(Number(target.port || 3306), target.hostname);
        sockets.add(client).add(upstream);
        client.pipe(upstream).pipe(client);
        const drop = () => {
          client.destroy();
          upstream.destroy();
        };
        client.on('error', drop).on('close', drop);
        upstream.on('error', drop).on('close', drop);
      });
      server.listen(port, '127.0.0.1', () => {
        port = (server!.address() as { port: number }).port;
        ok();
      });
    });
  const cut = () =>
    new Promise<void>((ok) => {
      for (const s of sockets) s.destroy();
      sockets.clear();
      server!.close(() => ok());
    });
  return { open, cut, get port() { return port; } };
}

describe.runIf(Boolean(process.env.TEST_MYSQL_URL))('API on mysql: database unavailable and back', () => {
  let app: TestApp | undefined;
  let drop: (() => Promise<void>) | undefined;
  afterAll(async () => {
    await app?.stop();
    await drop?.();
  });

  it('when MySQL goes away, then 503; when it returns, then the API recovers without a restart', async () => {
    const target = new URL(process.env.TEST_MYSQL_URL!);
    const testDb = await createTestDatabase('mysql');
    drop = testDb.drop;
    const relay = mysqlRelay(target);
    await relay.open();
    const viaRelay = new URL(testDb.url);
    viaRelay.host = `127.0.0.1:${relay.port}`;
    app = await startTestApp('mysql', { databaseUrl: viaRelay.toString() });
    expect((await app.get('/api/platforms')).status).toBe(200);

    await relay.cut();
    let down!: Response;
    await eventually(async () => (down = await app!.get('/api/platforms')).status !== 200, REVISION_INTERVAL_BOUND_MS);
    expect(down.status).toBe(503);
    expect(await errorBody(down)).toMatch(/database is unavailable/i);
    expect((await app.get('/api/health')).status).toBe(503);

    await relay.open();
    await eventually(async () => (await app!.get('/api/platforms')).status === 200);
    expect((await app.get('/api/health')).status).toBe(200);
  });

  it('when MySQL cannot be reached at all, then reads are 503, not a crash', async () => {
    const { openDatabase } = await import('../src/db/database.js');
    const { createApp } = await import('../src/app.js');
    const { loadConfig } = await import('../src/config.js');
    const config = loadConfig({ DATABASE_URL: 'mysql://root@127.0.0.1:9/nowhere', LOG_LEVEL: 'silent' });
    const db = openDatabase(config.DATABASE_URL);
    const server = createApp({ config, db }).listen(0, '127.0.0.1');
    await new Promise((r) => server.once('listening', r));
    try {
      const port = (server.address() as { port: number }).port;
      const response = await fetch(`http://127.0.0.1:${port}/api/policies`);
      expect(response.status).toBe(503);
      await errorBody(response);
    } finally {
      server.close();
      await db.close();
    }
  });
});
