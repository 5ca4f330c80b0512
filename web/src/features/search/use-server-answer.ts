// The server's answer to a search, for the screen while the first sync runs (lib/search/server-answer.ts).
import { useEffect, useState } from 'react';
import type { PolicyWithRefs } from '../../../../core/contract';
import type { SortOrder } from '../../../../core/sort-orders';
import { serverAnswer, serverAnswerIfHere } from '../../lib/search/server-answer';

/**
 * The server's answer to the text `q` once it is here (null while it is asked, when it failed, or when
 * `q` is null). It is asked only while `ask` holds; an answer already here is still returned after, so the
 * screen can show it until the replica's rows are read.
 */
export function useServerAnswer(q: string | null, sort: SortOrder, ask: boolean): PolicyWithRefs[] | null {
  const [, setArrived] = useState(0);
  useEffect(() => {
    if (q === null || !ask) return;
    let current = true;
    serverAnswer({ q, sort }).then(
      () => current && setArrived((n) => n + 1),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [q, sort, ask]);
  return q === null ? null : serverAnswerIfHere({ q, sort });
}
