// The last script of the page: the build writes it at the end of index.html's body in place of the entry's
// module script (web/build/entry-loader.ts), with the entry's address in its data-entry-module attribute; the
// server allows it by its hash. It adds the entry module. On a reload of a search whose answer is remembered
// it waits until that answer is painted, or a second at most: a module script runs as soon as the document is
// parsed, and its evaluation (20–40 ms at 4× CPU) came before IndexedDB's answer could be painted, although
// that answer was on its way. Everywhere else it adds the module at once. The module's chunks are preloaded
// either way (modulepreload links in index.html): only their evaluation waits.
import { bootHandoff } from '../lib/boot-handoff';

const WAIT_AT_MOST_MS = 1000;

const entryModule = (document.currentScript as HTMLScriptElement).dataset.entryModule!;
let started = false;

function start(): void {
  if (started) return;
  started = true;
  const script = document.createElement('script');
  script.type = 'module';
  script.crossOrigin = ''; // as the build's module script had it, so the preloaded chunks are the ones used
  script.src = entryModule;
  document.head.appendChild(script);
}

const { remembers, rememberedPaint } = bootHandoff();
if (remembers && rememberedPaint) {
  setTimeout(start, WAIT_AT_MOST_MS);
  void rememberedPaint.then(start, start);
} else {
  start();
}
