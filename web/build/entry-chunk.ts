// Build step: the modules the entry (web/src/main.tsx) imports at once go into one chunk, "first-answer"
// (the boot path's start-app and first answer, the data-screen table, the search screen's hand-over).
// Left to itself the bundler splits what the entry shares with the app's lazy chunks into one small chunk per
// sharing pattern: seven on the way to a reload's first answer, each a request the parser issues (through the
// service worker) and a module to instantiate before anything runs. One chunk costs one request.
import type { Rolldown } from 'vite';

type ChunkingContext = Parameters<Extract<Rolldown.CodeSplittingGroup['name'], (...args: never[]) => unknown>>[1];

/** The code-splitting group for the entry's static imports (not the entry itself, nor CSS). */
export function entryImportsGroup(entry: string): Rolldown.CodeSplittingGroup {
  const closures = new WeakMap<ChunkingContext, Set<string>>();
  const staticImportsOf = (context: ChunkingContext): Set<string> => {
    let closure = closures.get(context);
    if (!closure) {
      closure = new Set<string>();
      const pending = [...(context.getModuleInfo(entry)?.importedIds ?? [])];
      for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
        if (closure.has(id)) continue;
        closure.add(id);
        pending.push(...(context.getModuleInfo(id)?.importedIds ?? []));
      }
      closures.set(context, closure);
    }
    return closure;
  };
  return {
    debugName: 'first-answer', // the group's name in the bundler's timing report (its name is a function)
    name: (id, context) => (!id.endsWith('.css') && staticImportsOf(context).has(id) ? 'first-answer' : null),
  };
}
