// zod 4 decides once, when its first object schema is built, whether it may compile parsers with
// `new Function`, and it finds out by trying. Under the app's CSP (script-src without 'unsafe-eval') the try
// fails quietly but the browser still reports a `script-src eval` violation on every page that loads zod
// (issue 31). Turning zod's JIT off first skips the probe; the parsers it would compile are a speed-up only.
// zod keeps its global configuration on globalThis (shared by every copy of zod on the page), so it can be set
// here without importing zod into the entry chunk: zod is loaded later, by the screens that need it.

interface ZodGlobal {
  __zod_globalConfig?: { jitless?: boolean };
}

export function configureZodWithoutEval(scope: ZodGlobal = globalThis as ZodGlobal): void {
  scope.__zod_globalConfig = { ...scope.__zod_globalConfig, jitless: true };
}

configureZodWithoutEval();
