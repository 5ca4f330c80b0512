// @vitest-environment jsdom
// The search screen renders its list again whenever its state moves (a first visit: the server's answer,
// the settings, the library arriving); a card is drawn again only for another row (issue 27).
import { cleanup, render, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PolicyWithRefs } from '../../../../core/contract';
import { FIRST_ANSWER_CARDS, PAGE_SIZE } from '../../lib/search/result-text';
import { ResultList } from './result-list';

const drawn = vi.hoisted(() => ({ cards: 0 }));
vi.mock('./result-card', async (original) => {
  const real = await original<typeof import('./result-card')>();
  const { countRenders } = await import('../../test/count-renders');
  return { ...real, ResultCardView: countRenders(real.ResultCardView, () => drawn.cards++) };
});

const row = (id: number, title = `Policy ${id}`): PolicyWithRefs => ({
  id, key: `p-${id}`, platformId: 1, categoryId: 1, title, description: 'About ads.', status: 'allowed',
  requirements: '- A licence', restrictions: '', details: '', minAge: null, certification: null, regionalRules: [], documents: [], laws: [], statusQualifier: null, globalConfirmedIn: [],
  sourceUrl: 'https://example.com/policy', extraSources: [], lastUpdated: '2026-03-01', effectiveFrom: null,
  verifiedAt: '2026-11-01', confidence: 'high', note: null, revision: 1,
  jurisdictions: [{ id: 1, code: 'IN', name: 'India' }],
  platform: { id: 1, identifier: 'google', name: 'Google Ads' },
  category: { id: 1, name: 'Cryptocurrency', slug: 'cryptocurrency', icon: 'bitcoin' },
});

const list = (rows: PolicyWithRefs[]) => (
  <MemoryRouter>
    <ResultList policies={rows} />
  </MemoryRouter>
);

// Each test's render is unmounted before the next (and before jsdom's window goes): testing-library only does so
// itself where vitest's globals are on.
afterEach(cleanup);

describe('the result list', () => {
  beforeEach(() => {
    drawn.cards = 0;
  });

  it('draws a card again only for a row it has not drawn', () => {
    const [a, b] = [row(1), row(2)];
    const view = render(list([a, b]));
    expect(drawn.cards).toBe(2);

    // The screen's state moved: a new array of the same rows.
    view.rerender(list([a, b]));
    expect(drawn.cards).toBe(2);

    // A row read again (the library arrived) is drawn again, with what it now says.
    view.rerender(list([a, row(2, 'Policy 2, changed')]));
    expect(drawn.cards).toBe(3);
    expect(view.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Policy 1', 'Policy 2, changed']);
  });

  it("draws a first answer's cards in its first commit, and the rest of the page after the browser painted them", async () => {
    const rows = Array.from({ length: PAGE_SIZE }, (_, i) => row(i + 1));
    const view = render(list(rows));
    const cards = () => within(view.container).getByRole('list', { name: 'Search results' }).children;
    // The cards the answer painted before React are replaced first: one short commit, not twenty cards in one.
    expect(cards()).toHaveLength(FIRST_ANSWER_CARDS);
    const listElement = within(view.container).getByRole('list', { name: 'Search results' });
    expect(listElement.getAttribute('aria-busy')).toBe('true'); // the rest is coming: not to be read as the answer
    await waitFor(() => expect(cards()).toHaveLength(PAGE_SIZE));
    expect(listElement.hasAttribute('aria-busy')).toBe(false);
    expect(drawn.cards).toBe(PAGE_SIZE);
  });
});
