// Bundled by generator.ts and run inside a Chromium page (under 4× CPU throttling): the publisher policy
// generator over the library as the replica holds it (issue 11: under 300 ms in the browser).
import { generatePublisherPolicy, type PolicyLibrary, type PublisherPolicyRequest } from '../../core/publisher-policy';

export interface GeneratorTimings {
  calls: number;
  p50: number;
  p95: number;
  max: number;
}

function timeGeneration(library: PolicyLibrary, requests: PublisherPolicyRequest[], rounds: number): GeneratorTimings {
  const times: number[] = [];
  for (let round = 0; round < rounds; round++) {
    for (const request of requests) {
      const start = performance.now();
      generatePublisherPolicy(library, request, '2026-11-25');
      times.push(performance.now() - start);
    }
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
  return { calls: times.length, p50: at(0.5), p95: at(0.95), max: times[times.length - 1]! };
}

declare global {
  interface Window {
    __generatorBench: { timeGeneration: typeof timeGeneration };
  }
}
window.__generatorBench = { timeGeneration };
