// Completes package-lock.json for platforms this machine's registry does not serve.
//
// Why: the registry reachable here answers 404 for platform builds it does not carry (macOS, Windows,
// Android … variants of rollup and Tailwind's oxide). `npm install` then writes a lockfile without
// them, and `npm ci` refuses that lockfile as "out of sync". Each missing optional dependency gets a
// placeholder entry with its version and the os/cpu read from its name, so npm ci skips it on Linux
// exactly as it would with the real entry. Plain JavaScript with no dependencies: it runs before npm ci.
//
// Usage: node scripts/complete-lockfile.mjs   (after every `npm install`; .ci/run also runs it)
import { readFileSync, writeFileSync } from 'node:fs';

const PATH = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(PATH, 'utf8'));
const packages = lock.packages;

const OSES = ['android', 'darwin', 'freebsd', 'linux', 'openbsd', 'openharmony', 'sunos', 'aix', 'netbsd', 'win32'];
const CPUS = ['arm64', 'arm', 'x64', 'ia32', 'loong64', 'ppc64', 'riscv64', 's390x', 'mips64el'];

function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = parts.find((p) => OSES.includes(p));
  const cpu = parts.find((p) => CPUS.includes(p));
  if (parts.includes('wasm32')) return { cpu: ['wasm32'] };
  return { ...(os ? { os: [os] } : {}), ...(cpu ? { cpu: [cpu] } : {}) };
}

/** Where node would find `dep` from the package at `from`: its own node_modules, then each parent's. */
function resolves(from, dep) {
  let base = from;
  for (;;) {
    if (packages[`${base ? `${base}/` : ''}node_modules/${dep}`]) return true;
    if (!base) return false;
    const cut = base.lastIndexOf('/node_modules/');
    base = cut === -1 ? '' : base.slice(0, cut);
  }
}

let added = 0;
for (const [path, entry] of Object.entries(packages)) {
  for (const [dep, version] of Object.entries(entry.optionalDependencies ?? {})) {
    if (resolves(path, dep)) continue;
    const platform = platformOf(dep);
    if (!platform.os && !platform.cpu) continue; // not a platform build: leave npm's verdict alone
    const at = packages[`node_modules/${dep}`] ? `${path}/node_modules/${dep}` : `node_modules/${dep}`;
    packages[at] = { version, ...(entry.dev ? { dev: true } : {}), optional: true, ...platform };
    added++;
  }
}

if (added > 0) {
  lock.packages = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))));
  writeFileSync(PATH, `${JSON.stringify(lock, null, 2)}\n`);
}
console.log(`complete-lockfile: ${added} platform placeholder(s) added.`);
