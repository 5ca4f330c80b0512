// Load generator for `npm run bench` (api-load.ts): runs in its own process so it does not share the server's
// event loop. Usage: node scripts/bench/load.mjs <url> <durationMs> <concurrency> [accept-encoding]
// Prints {"requests":N,"errors":N,"perSecond":N,"p50Ms":N,"p99Ms":N}. Keep-alive connections, bodies read
// fully; identity encoding unless another is given (then the server may answer compressed).
import http from 'node:http';

const [url, durationArg = '4000', concurrencyArg = '32', encoding = 'identity'] = process.argv.slice(2);
const duration = Number(durationArg);
const concurrency = Number(concurrencyArg);
const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
let requests = 0;
let errors = 0;
let latencies = [];

function once() {
  const started = performance.now();
  return new Promise((done) => {
    const request = http.get(url, { agent, headers: { accept: 'application/json', 'accept-encoding': encoding } }, (res) => {
      res.on('data', () => {});
      res.on('end', () => {
        if (res.statusCode === 200) {
          requests++;
          latencies.push(performance.now() - started);
        } else errors++;
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

// Warm up (JIT, caches, connections), then measure.
await Promise.all(Array.from({ length: concurrency }, () => worker(performance.now() + 500)));
requests = 0;
errors = 0;
latencies = [];
const start = performance.now();
await Promise.all(Array.from({ length: concurrency }, () => worker(start + duration)));
const seconds = (performance.now() - start) / 1000;
agent.destroy();
latencies.sort((a, b) => a - b);
const at = (q) => Number((latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0).toFixed(1));
console.log(JSON.stringify({ requests, errors, perSecond: Math.round(requests / seconds), p50Ms: at(0.5), p99Ms: at(0.99) }));
