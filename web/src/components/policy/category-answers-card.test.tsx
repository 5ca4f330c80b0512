// @vitest-environment jsdom
// A market's sheet and the dashboard render again when their follows or saved searches arrive; a platform's
// answer is drawn again only when its policy or its words change (issue 27).
import { cleanup, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CategoryAnswersCard, type CategoryAnswer } from './category-answers-card';

const drawn = vi.hoisted(() => ({ badges: 0 }));
vi.mock('./status-badge', async (original) => {
  const real = await original<typeof import('./status-badge')>();
  const { countRenders } = await import('../../test/count-renders');
  return { ...real, StatusBadge: countRenders(real.StatusBadge, () => drawn.badges++) };
});

const google = { id: 1, status: 'limited', confidence: 'high', statusQualifier: null } as const;
const meta = { id: 2, status: 'prohibited', confidence: 'low', statusQualifier: 'no route found' } as const;
const card = (answers: CategoryAnswer[]) => (
  <MemoryRouter>
    <CategoryAnswersCard category={{ name: 'Cryptocurrency', icon: 'bitcoin' }} market="India" answers={answers} />
  </MemoryRouter>
);

// Each test's render is unmounted before the next (and before jsdom's window goes): testing-library only does so
// itself where vitest's globals are on.
afterEach(cleanup);

describe('a category’s answers in a market', () => {
  beforeEach(() => {
    drawn.badges = 0;
  });

  it('draws a platform’s answer again only when it changes', () => {
    const view = render(card([{ platformId: 1, platformName: 'Google Ads', policy: google }, { platformId: 2, platformName: 'Meta', policy: meta }]));
    expect(drawn.badges).toBe(2);

    // The screen rendered again: new answer objects, the same policies.
    view.rerender(card([{ platformId: 1, platformName: 'Google Ads', policy: google }, { platformId: 2, platformName: 'Meta', policy: meta }]));
    expect(drawn.badges).toBe(2);

    // Meta's policy changed since the rep last looked: that row is drawn again, with its hint.
    view.rerender(card([{ platformId: 1, platformName: 'Google Ads', policy: google }, { platformId: 2, platformName: 'Meta', policy: meta, hint: 'Changed since you last looked' }]));
    expect(drawn.badges).toBe(3);
    expect(view.getByText('Changed since you last looked')).toBeTruthy();
  });
});
