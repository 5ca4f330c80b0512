// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen, withSeededServer } from '../../test/render-screen';
import { CampaignCheckPage } from './campaign-check-page';

// The seeded library (test/render-screen.tsx): Google Ads crypto has a GLOBAL rule (limited, requirement
// 'Google certification') and an India rule (limited); Facebook crypto has only a GLOBAL rule (prohibited).
withSeededServer();

// Counts the grid's cells drawn (each draws one status badge), and the screen's reads answered.
const counts = vi.hoisted(() => ({ badges: 0, reads: 0 }));
vi.mock('../../components/policy/status-badge', async (original) => {
  const real = await original<typeof import('../../components/policy/status-badge')>();
  const { countRenders } = await import('../../test/count-renders');
  return { ...real, StatusBadge: countRenders(real.StatusBadge, () => counts.badges++) };
});
vi.mock('../../lib/replica/dataset-read-cache', async (original) => {
  const real = await original<typeof import('../../lib/replica/dataset-read-cache')>();
  const runRead: typeof real.runRead = async (db, read) => {
    const value = await real.runRead(db, read);
    counts.reads += 1;
    return value;
  };
  return { ...real, runRead };
});

const open = (query: string) => renderScreen(`/campaign-check?${query}`, [{ path: '/campaign-check', element: <CampaignCheckPage /> }]);
/** The screen itself: the printed brief is rendered under <body>, beside it, and shown only in print. */
const onScreen = (view: ReturnType<typeof open>) => within(view.container);
const search = (router: ReturnType<typeof open>['router']) => Object.fromEntries(new URLSearchParams(router.state.location.search));

describe('the campaign check screen', () => {
  it('draws the printed brief only when it is to be printed, then prints', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    open('category=cryptocurrency&platforms=google,facebook&markets=IN,US');
    const button = await screen.findByRole('button', { name: 'Print brief' });
    expect(screen.queryByRole('article', { name: 'Printed brief', hidden: true })).toBeNull();
    fireEvent.click(button);
    const brief = within(screen.getByRole('article', { name: 'Printed brief', hidden: true }));
    expect(brief.getByRole('heading', { level: 1, name: 'Campaign brief: Cryptocurrency', hidden: true })).toBeTruthy();
    expect(brief.getByText(/^Policy library revision \d+ · as of \d{1,2} [A-Z][a-z]{2} \d{4}\. Not legal advice\.$/)).toBeTruthy();
    expect(print).toHaveBeenCalledOnce();
    print.mockRestore();
  });

  it('answers the plan in the address: blockers first, the checklist naming its cells, the grid with its sources', async () => {
    const view = onScreen(open('category=cryptocurrency&platforms=google,facebook&markets=IN,US'));
    expect(view.getByRole('heading', { level: 1, name: 'Campaign Check' })).toBeTruthy();
    const blockers = await view.findByRole('region', { name: 'Blockers' });
    expect(within(blockers).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Not allowed on Facebook in any chosen market']);

    const checklist = within(view.getByRole('region', { name: 'What the advertiser must provide' }));
    expect(checklist.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Google certificationFor Google Ads in United States']);
    expect(checklist.getByRole('list', { name: 'Other requirements' })).toBeTruthy();

    const india = within(view.getByRole('region', { name: 'India' }));
    expect(india.getAllByText('Allowed with limitations')).toHaveLength(1);
    expect(india.getByText("India · Google Ads' India rule")).toBeTruthy();
    const us = within(view.getByRole('region', { name: 'United States' }));
    expect(us.getByText("No United States rule found · Google Ads' global policy applies")).toBeTruthy();
    expect(us.getAllByText('Prohibited')).toHaveLength(1);
    expect(screen.getByRole('checkbox', { name: 'Facebook' })).toHaveProperty('checked', true);
  });

  it('writes each choice into the address, so the plan can be shared', async () => {
    const rendered = open('category=cryptocurrency&platforms=google,facebook&markets=IN');
    const { router } = rendered;
    const view = onScreen(rendered);
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Facebook' }));
    await waitFor(() => expect(search(router)).toEqual({ category: 'cryptocurrency', platforms: 'google', markets: 'IN' }));
    fireEvent.change(view.getByRole('combobox', { name: 'Add a market' }), { target: { value: 'US' } });
    await waitFor(() => expect(search(router).markets).toBe('IN,US'));
    fireEvent.click(screen.getByRole('button', { name: 'Remove India' }));
    await waitFor(() => expect(search(router).markets).toBe('US'));
    expect(await view.findByRole('region', { name: 'United States' })).toBeTruthy();
    expect(view.queryByRole('region', { name: 'India' })).toBeNull();
  });

  it('draws the grid once on a repeat visit, though its read answers after the first paint (issue 27)', async () => {
    const plan = 'category=cryptocurrency&platforms=google,facebook&markets=IN,US';
    open(plan);
    await screen.findByRole('region', { name: 'United States' });
    cleanup();
    counts.badges = 0;
    counts.reads = 0;
    // Again: the last answer paints at once, then the read answers with the same library.
    open(plan);
    expect(screen.getByRole('region', { name: 'United States' })).toBeTruthy();
    const once = counts.badges;
    expect(once).toBeGreaterThanOrEqual(4); // a badge per cell, 2 × 2
    await waitFor(() => expect(counts.reads).toBeGreaterThanOrEqual(1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(counts.badges).toBe(once);
  });

  it('asks for the plan until it has a category, a platform and a market, and reports what the link named wrongly', async () => {
    open('category=cryptocurrency&platforms=myspace&markets=IN');
    expect(await screen.findByRole('heading', { name: 'Choose the plan' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Unknown platform “myspace” in the link ignored.');
  });

  it('copies the brief as plain text and says so', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    open('category=cryptocurrency&platforms=google,facebook&markets=IN,US');
    fireEvent.click(await screen.findByRole('button', { name: 'Copy brief' }));
    expect(await screen.findByText('Brief copied')).toBeTruthy();
    const text = writeText.mock.calls[0]![0] as string;
    expect(text).toMatch(/^Campaign brief: Cryptocurrency\n/);
    expect(text).toMatch(/Policy library revision \d+, as of \d{1,2} [A-Z][a-z]{2} \d{4}\./);
    expect(text).toContain('  - Not allowed on Facebook in any chosen market');
  });
});
