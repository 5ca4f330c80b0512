// A long list on an offline screen, drawn in two steps: the first rows in the screen's first commit (what a
// phone shows above the fold), the rest in the next frame. With three times today's library a market page is
// 39 category cards of six rows; drawing them all at once held the first paint past the 300 ms budget at 4×
// CPU (issue 27). Returns how many items to draw now; `all` once the rest is drawn.
import { useEffect, useState } from 'react';

export function useFirstThenAll(total: number, first: number): { count: number; all: boolean } {
  const [all, setAll] = useState(total <= first);
  useEffect(() => {
    if (all) return;
    // After the browser has painted the first rows (a frame, then a task), not before.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setAll(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [all]);
  return { count: all ? total : Math.min(total, first), all: all || total <= first };
}
