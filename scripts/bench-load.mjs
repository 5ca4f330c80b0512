// Load generator for `npm run bench` (API throughput): runs in its own process so it does not share the
// server's event loop. Usage: node scripts/bench-load.mjs <url> <durationMs> <concurrency>
// Prints {"requests":N,"errors":N,"perSecond":N}. Keep-alive connections, identity encoding, bodies read fully.
import http from 'node:http';

const [url, durationArg = '4000', concurrencyArg = '32'] = process.argv.slice(2);
const duration = Number(durationArg);
const concurrency = Number(concurrencyArg);
const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
let requests = 0;
let errors = 0;

function once() {
  return new Promise((done) => {
    const request = http.get(url, { agent, headers: { accept: 'application/json', 'accept-encoding': 'identity' } }, (res) => {
      res.on('data', () => {});
      res.on('end', () => {
        if (res.statusCode === 200) requests++;
        else errors++;
        done();
      });
    });
    request.on('error', () => {
      errors++;
      done();
    });
  });
}

async function worker(until) {
  while (performance.now() < until) await once();
}

// Warm up (JIT, caches), then measure.
await Promise.all(Array.from({ length: concurrency }, () => worker(performance.now() + 500)));
requests = 0;
errors = 0;
const start = performance.now();
await Promise.all(Array.from({ length: concurrency }, () => worker(start + duration)));
const seconds = (performance.now() - start) / 1000;
agent.destroy();
console.log(JSON.stringify({ requests, errors, perSecond: Math.round(requests / seconds) }));
