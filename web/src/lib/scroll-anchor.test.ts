// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { anchorOnScreen, returnToAnchor, SCROLL_ANCHOR } from './scroll-anchor';

// jsdom lays nothing out: each card says where it is, and window.scrollBy moves every card.
let scrollY = 0;
const tops = new Map<HTMLElement, number>();

function card(id: string, top: number, height = 400): HTMLElement {
  const element = document.createElement('li');
  element.setAttribute(SCROLL_ANCHOR, id);
  tops.set(element, top);
  element.getBoundingClientRect = () => {
    const at = tops.get(element)! - scrollY;
    return { top: at, bottom: at + height, left: 0, right: 390, width: 390, height, x: 0, y: at, toJSON: () => ({}) };
  };
  return element;
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
  scrollY = 0;
  tops.clear();
  document.body.innerHTML = '';
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => scrollY });
  vi.spyOn(window, 'scrollBy').mockImplementation(((_x: number, y: number) => {
    scrollY += y;
  }) as typeof window.scrollBy);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('anchorOnScreen', () => {
  it('is the first card that starts on the screen, not the one cut off above it; none at the top of the page', () => {
    const list = document.createElement('ul');
    list.append(card('policy-1', 0), card('policy-2', 450), card('policy-3', 900));
    document.body.append(list);
    expect(anchorOnScreen()).toBeNull();
    scrollY = 600; // policy-2 is cut off above (top -150), policy-3 starts at 300
    expect(anchorOnScreen()).toEqual({ id: 'policy-3', top: 300 });
  });
});

describe('returnToAnchor', () => {
  it('when the card is drawn after the screen, then it is brought back to where it was and held until it stays', async () => {
    const stop = returnToAnchor({ id: 'policy-7', top: 120 });
    expect(window.scrollBy).not.toHaveBeenCalled();
    document.body.append(card('policy-7', 5000));
    await vi.waitFor(() => expect(scrollY).toBe(4880)); // the list arrived: 5000 - 4880 = 120 on screen
    // The card above it is laid out a frame later and pushes it down 200 px: brought back again.
    tops.set(document.querySelector('li')!, 5200);
    await vi.advanceTimersByTimeAsync(50);
    expect(scrollY).toBe(5080);
    stop();
  });

  it('when the person scrolls first, then the page is theirs: nothing moves it after', async () => {
    document.body.append(card('policy-7', 5000));
    returnToAnchor({ id: 'policy-7', top: 120 });
    expect(scrollY).toBe(4880);
    window.dispatchEvent(new Event('wheel'));
    tops.set(document.querySelector('li')!, 5600);
    await vi.advanceTimersByTimeAsync(200);
    expect(scrollY).toBe(4880);
  });

  it('when the card never comes (another answer), then it gives up after the wait', async () => {
    returnToAnchor({ id: 'policy-7', top: 120 }, 1000);
    await vi.advanceTimersByTimeAsync(1000);
    document.body.append(card('policy-7', 5000));
    await vi.advanceTimersByTimeAsync(50);
    expect(window.scrollBy).not.toHaveBeenCalled();
  });
});
