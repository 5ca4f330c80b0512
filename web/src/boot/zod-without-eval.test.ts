import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// zod must never try `new Function` in the browser, where the CSP reports each try as a violation (issue 31).
// zod reads its configuration once, when it loads, and probes when its first object schema is built: so each
// case runs in a fresh Node process, where Function is replaced by one that counts (and refuses, as the CSP
// does) every attempt to compile code.
const MODULE = fileURLToPath(new URL('./zod-without-eval.ts', import.meta.url));
const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

function compileAttempts(configureFirst: boolean): number {
  const script = `
    let attempts = 0;
    globalThis.Function = new Proxy(Function, {
      construct() { attempts += 1; throw new EvalError('Refused to evaluate a string as JavaScript'); },
      apply() { attempts += 1; throw new EvalError('Refused to evaluate a string as JavaScript'); },
    });
    ${configureFirst ? `await import(${JSON.stringify(MODULE)});` : ''}
    const { z } = await import('zod');
    const schema = z.object({ q: z.string(), filters: z.object({ platforms: z.array(z.string()) }) });
    schema.parse({ q: 'casino', filters: { platforms: ['google'] } });
    console.log(attempts);
  `;
  const output = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: ROOT, encoding: 'utf8' });
  return Number(output.trim());
}

describe('zod under the CSP', () => {
  it('when the entry has configured zod, then building and using schemas never tries to compile code', () => {
    expect(compileAttempts(true)).toBe(0);
  });

  it('when it has not, then zod tries (the violation the browser reported)', () => {
    expect(compileAttempts(false)).toBeGreaterThan(0);
  });
});
