// Screen state kept in the URL's query (shareable, survives a reload), shown at once when it changes. The
// router applies a navigation as a transition, so a controlled checkbox or select would spring back for a
// moment — or, to a quick click, not change at all — until the URL caught up. The value written last is
// shown until the URL reflects it; from then on the URL rules again (the back button, a pasted link).
import { useCallback, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

export type ParamsUpdate = (current: URLSearchParams) => URLSearchParams;

export function useUrlParams(): [URLSearchParams, (update: ParamsUpdate) => void] {
  const [params, setParams] = useSearchParams();
  const [written, setWritten] = useState<{ basedOn: string; params: URLSearchParams } | null>(null);
  const shown = written && written.basedOn === params.toString() ? written.params : params;
  // Two quick changes in a row build on each other, not on the URL of the last render.
  const latest = useRef(shown);
  latest.current = shown;
  const update = useCallback(
    (change: ParamsUpdate) => {
      const next = change(new URLSearchParams(latest.current));
      latest.current = next;
      setWritten({ basedOn: params.toString(), params: next });
      setParams(next, { replace: true });
    },
    [params, setParams],
  );
  return [shown, update];
}
