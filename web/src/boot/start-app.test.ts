// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ScreenLoader } from '../lib/screen-loader';
import { startApp, type TheApp } from './start-app';

// The order of events once the entry module runs: the first answer, then the app and the screen's chunk.
const firstAnswer = vi.hoisted(() => ({ settle: null as (() => void) | null, urls: [] as string[] }));
vi.mock('./first-answer', () => ({
  paintFirstAnswer: (url: URL) => {
    firstAnswer.urls.push(url.pathname + url.search);
    return new Promise<void>((resolve) => (firstAnswer.settle = resolve));
  },
}));
vi.mock('../lib/replica/replica-sync', () => ({ ensureReplicaSync: () => events.push('sync started') }));
vi.mock('../lib/after-page-load', () => ({ afterPageLoad: () => new Promise(() => undefined) }));

const events: string[] = [];

function theApp(screen: ScreenLoader<unknown> | null, landing: ScreenLoader<unknown> | null = null): TheApp {
  return {
    dataScreenFor: () => screen,
    landingScreenFor: () => landing,
    dataScreenList: () => [],
    offerFirstAnswer: () => undefined,
    load: async () => (events.push('app loaded'), { mountApp: () => void events.push('app mounted') }),
  };
}

const screenLoader = (): ScreenLoader<unknown> & { arrive(): void } => {
  let arrive!: () => void;
  const here = new Promise<unknown>((resolve) => (arrive = () => (events.push('screen here'), resolve('screen'))));
  return { load: () => (events.push('screen asked'), here), loaded: () => null, arrive: () => arrive() };
};

const settled = () => vi.advanceTimersByTimeAsync(50);

beforeEach(() => {
  vi.useFakeTimers();
  events.length = 0;
  firstAnswer.urls.length = 0;
  firstAnswer.settle = null;
  vi.stubGlobal('requestAnimationFrame', (run: () => void) => setTimeout(run, 16));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const at = (address: string) => window.history.replaceState(null, '', address);

describe('starting the app', () => {
  it('on /search, starts the first answer at once and loads the app only once it is painted', async () => {
    at('/search?q=wine');
    const screen = screenLoader();
    startApp(document.createElement('div'), theApp(screen));
    expect(firstAnswer.urls).toEqual(['/search?q=wine']); // before any frame: its search joins the read in time
    await settled();
    expect(events).toEqual([]);
    firstAnswer.settle!();
    await settled();
    expect(events).toEqual(['screen asked', 'app loaded', 'sync started']);
    screen.arrive();
    await settled();
    expect(events.slice(-2)).toEqual(['screen here', 'app mounted']);
  });

  it('on /search, loads the app after FIRST_ANSWER_WAIT_MS if the answer never comes', async () => {
    at('/search?q=wine');
    startApp(document.createElement('div'), theApp(null));
    await vi.advanceTimersByTimeAsync(700);
    expect(events).toEqual([]);
    await vi.advanceTimersByTimeAsync(200);
    expect(events).toEqual(['app loaded', 'app mounted']);
  });

  it('on the landing, loads its chunk alongside the app and mounts once both are here, starting no sync on this thread', async () => {
    at('/');
    const landing = screenLoader();
    startApp(document.createElement('div'), theApp(null, landing));
    await settled();
    expect(events).toEqual(['screen asked', 'app loaded']);
    landing.arrive();
    await settled();
    expect(events).toEqual(['screen asked', 'app loaded', 'screen here', 'app mounted']);
  });

  it('elsewhere, paints no first answer and loads the app after the shell has painted', async () => {
    at('/');
    startApp(document.createElement('div'), theApp(null));
    expect(firstAnswer.urls).toEqual([]);
    expect(events).toEqual([]);
    await settled();
    expect(events).toEqual(['app loaded', 'app mounted']);
  });
});
