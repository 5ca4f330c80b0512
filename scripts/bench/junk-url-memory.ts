// `npm run bench`, section 5b: the memory a server process holds under distinct junk URLs (DESIGN §9: growth
// ≤ +50 MB after the first 10,000). The server runs in a process of its own, started as `npm start` starts
// it, on a throwaway SQLite file; its RSS is read from /proc (Linux).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { line, ROOT } from './runner.js';

export interface JunkMemory {
  urlsPerRound: number;
  /** RSS of the server process after start-up and a warm-up of ordinary reads. */
  rssBeforeMb: number;
  /** RSS after each round of new distinct junk URLs: it must level off, not climb. */
  rssAfterRoundsMb: number[];
}

const rssMbOf = (pid: number) => {
  const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN);
  return Math.round((kb / 1024) * 10) / 10;
};

/** Sends `urls` with 20 keep-alive connections and reads every answer. */
async function sendAll(base: string, urls: string[]): Promise<void> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 20 });
  let next = 0;
  const worker = async () => {
    while (next < urls.length) {
      const path = urls[next++]!;
      await new Promise<void>((ok, fail) => {
        http.get(base + path, { agent }, (res) => {
          res.resume();
          res.on('end', ok);
        }).on('error', fail);
      });
    }
  };
  await Promise.all(Array.from({ length: 20 }, worker));
  agent.destroy();
}

/**
 * The memory of a server of its own (a child process, as in production, on a throwaway SQLite file) under
 * rounds of `count` distinct junk URLs each: new search words, unknown parameters, ids and platforms that
 * do not exist, missing files, unknown screens. RSS is read from /proc (Linux), after a warm-up of ordinary
 * reads so the start is a server that has been serving.
 */
export async function junkUrlMemory(count = 10_000, rounds = 3): Promise<JunkMemory> {
  const dir = mkdtempSync(join(tmpdir(), 'adpolicy-junk-'));
  // Started as `npm start` starts it: production mode, 256 MB of old space (ADR 005).
  const child = spawn(process.execPath, ['--max-old-space-size=256', '--import', 'tsx', join(ROOT, 'api/src/server.ts')], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'production', PORT: '0', LOG_LEVEL: 'error', DATABASE_URL: `sqlite:${join(dir, 'junk.sqlite')}` },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  try {
    const base = await new Promise<string>((ok, fail) => {
      let output = '';
      child.stdout!.on('data', (chunk: Buffer) => {
        output += chunk.toString('utf8');
        const running = /running at http:\/\/localhost:(\d+)/.exec(output);
        if (running) ok(`http://127.0.0.1:${running[1]}`);
      });
      child.once('exit', (code) => fail(new Error(`the server exited (${code}) before it listened: ${output}`)));
    });
    const ordinary = ['/api/platforms', '/api/policies?q=crypto', '/api/policies/1', '/api/sync?since=0', '/search', '/api/policy-updates/recent?limit=5'];
    await sendAll(base, Array.from({ length: 3000 }, (_, i) => ordinary[i % ordinary.length]!));
    const kinds = [
      (i: number) => `/api/policies?q=junk${i}`,
      (i: number) => `/api/platforms?utm_source=${i}`,
      (i: number) => `/api/sync?since=${1_000_000 + i}`,
      (i: number) => `/api/policies/platform/nope${i}`,
      (i: number) => `/api/policy-updates/recent?limit=${(i % 500) + 1}&x=${i}`,
      (i: number) => `/assets/missing-${i}.js`,
      (i: number) => `/screen-${i}`,
    ];
    const rssBeforeMb = rssMbOf(child.pid!);
    const rssAfterRoundsMb: number[] = [];
    for (let round = 0; round < rounds; round++) {
      await sendAll(base, Array.from({ length: count }, (_, i) => kinds[i % kinds.length]!(round * count + i)));
      rssAfterRoundsMb.push(rssMbOf(child.pid!));
    }
    return { urlsPerRound: count, rssBeforeMb, rssAfterRoundsMb };
  } finally {
    child.kill();
    rmSync(dir, { recursive: true, force: true });
  }
}

export function printJunkUrlMemory(junk: JunkMemory): void {
  console.log(`\nMemory under distinct junk URLs (a server process of its own, after a warm-up; ${junk.rssAfterRoundsMb.length} rounds of ${junk.urlsPerRound}):`);
  line('RSS before, then after each round', `${junk.rssBeforeMb} → ${junk.rssAfterRoundsMb.join(' → ')} MB`);
  line(`growth after the first ${junk.urlsPerRound}`, `+${(junk.rssAfterRoundsMb[0]! - junk.rssBeforeMb).toFixed(1)} MB`, 'budget ≤ +50 MB');
}
