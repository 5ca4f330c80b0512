// Going back to a long list returns to the card that was at the top of the screen, not only to a pixel offset.
// The cards of a list are laid out only when near the screen (content-visibility, with estimated heights), and
// the list itself is drawn after the screen (read from the replica): restored by scrollY alone, a search scrolled
// to its fifteenth card on a phone came back at its second. The card is found again once it is drawn.

/** Marks an element as a place in a list (its value: what it shows, such as `policy-12`). */
export const SCROLL_ANCHOR = 'data-scroll-anchor';

/** The attribute that makes a policy's card a place in its list. */
export const policyAnchor = (id: number | string) => ({ [SCROLL_ANCHOR]: `policy-${id}` });

export interface ScrollAnchor {
  id: string;
  /** Where the element's top was, from the top of the screen, in CSS pixels. */
  top: number;
}

/**
 * The first anchor that starts on the screen (else the one the screen is inside); null at the top of the page.
 * One that starts above the screen would be laid out from its estimate when the page comes back (it is mostly
 * off screen then), and everything below it would move by the difference.
 */
export function anchorOnScreen(): ScrollAnchor | null {
  if (window.scrollY <= 0) return null;
  let inside: ScrollAnchor | null = null;
  for (const element of document.querySelectorAll<HTMLElement>(`[${SCROLL_ANCHOR}]`)) {
    const rect = element.getBoundingClientRect();
    if (rect.bottom <= 0) continue;
    const anchor = { id: element.getAttribute(SCROLL_ANCHOR)!, top: rect.top };
    if (rect.top >= 0) return rect.top < window.innerHeight ? anchor : inside ?? anchor;
    inside ??= anchor;
  }
  return inside;
}

/** Frames the anchor must stay in place before the page is left to the person. */
const SETTLED_FRAMES = 10;

/** What the person does that means they are moving the page themselves: the anchor gives way. */
const OWN_MOVES = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Brings the anchor back to where it was, as soon as it is drawn, and keeps bringing it frame by frame until it
 * stays there: the page may be too short at first (the cards below it are estimates until drawn near the
 * screen, and scrolling down draws them). Gives up when the person moves the page first, or after `waitMs`.
 * Returns a function that stops it.
 */
export function returnToAnchor(anchor: ScrollAnchor, waitMs = 10_000): () => void {
  const find = () => [...document.querySelectorAll<HTMLElement>(`[${SCROLL_ANCHOR}]`)].find((e) => e.getAttribute(SCROLL_ANCHOR) === anchor.id);
  return holdAt(find, anchor.top, waitMs);
}

/**
 * Keeps the element at `top` (CSS pixels from the top of the screen) once it is drawn, frame by frame until it
 * stays: returnToAnchor's hold, also for a jump to an element of the page (a #hash), which the cards above it
 * would otherwise push down as they are laid out near the screen.
 */
export function holdAt(find: () => HTMLElement | null | undefined, top: number, waitMs = 10_000): () => void {
  let stopped = false;
  let frame = 0;
  let settled = 0;
  /** How far the element was from its place before this step; null while it is not drawn. */
  const align = (): number | null => {
    const element = find();
    if (!element) return null;
    const off = element.getBoundingClientRect().top - top;
    if (Math.abs(off) >= 1) window.scrollBy(0, off);
    return off;
  };
  const stop = () => {
    if (stopped) return;
    stopped = true;
    observer.disconnect();
    clearTimeout(timer);
    cancelAnimationFrame(frame);
    for (const type of OWN_MOVES) window.removeEventListener(type, stop, true);
  };
  const follow = () => {
    frame = requestAnimationFrame(() => {
      const off = align();
      settled = off !== null && Math.abs(off) < 1 ? settled + 1 : 0;
      // A card above the anchor that comes on screen is laid out a frame or more later and pushes it down
      // (the browser's own scroll anchoring holds that card, not ours): hold for a few frames of quiet.
      if (settled >= SETTLED_FRAMES) stop();
      else follow();
    });
  };
  const found = () => {
    observer.disconnect();
    follow();
  };
  const observer = new MutationObserver(() => {
    if (align() !== null) found();
  });
  const timer = setTimeout(stop, waitMs);
  for (const type of OWN_MOVES) window.addEventListener(type, stop, { capture: true, passive: true });
  if (align() !== null) found();
  else observer.observe(document.body, { childList: true, subtree: true });
  return stop;
}
