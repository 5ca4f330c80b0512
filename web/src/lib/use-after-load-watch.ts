// Something a screen can show better once the replica answers, but must not wait for: the module that
// watches it (and Dexie with it) is fetched after the page has loaded, off the first screen's critical
// path, and the value follows the replica live from then on. Until then, `initial`.
import { useEffect, useState } from 'react';
import { afterPageLoad } from './after-page-load';

export type Watch<T> = (listener: (value: T) => void) => () => void;

export function useAfterLoadWatch<T>(importWatch: () => Promise<Watch<T>>, initial: T): T {
  const [value, setValue] = useState<T>(initial);
  useEffect(() => {
    let stop: (() => void) | null = null;
    let mounted = true;
    void afterPageLoad()
      .then(importWatch)
      .then((watch) => {
        if (mounted) stop = watch(setValue);
      });
    return () => {
      mounted = false;
      stop?.();
    };
    // The watch is chosen once per mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return value;
}
