// The first answer painted before React loads must be exactly what React renders: same markup, same text,
// same escaping. Rendered here both ways for policies with awkward text.
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { PolicyWithRefs } from '../../../../core/contract';
import { firstAnswerHtml } from '../../lib/search/first-answer-markup';
import { renderFirstAnswerTemplates } from './first-answer-templates';
import { ResultList, ResultsHeader } from './result-list';
import { resultCountLabel } from '../../lib/search/result-text';

const policy = (id: number, over: Partial<PolicyWithRefs>): PolicyWithRefs => ({
  id, key: `p-${id}`, platformId: 1, categoryId: 1, title: `Policy ${id}`, description: 'About ads.', status: 'allowed',
  requirements: 'A licence.', restrictions: '', details: '', minAge: null, certification: null, regionalRules: [], documents: [], laws: [], statusQualifier: null, globalConfirmedIn: [],
  sourceUrl: 'https://example.com/policy?a=1&b=2', extraSources: [], lastUpdated: '2026-03-01', effectiveFrom: null,
  verifiedAt: '2026-11-01', confidence: 'high', note: null, revision: 1,
  jurisdictions: [{ id: 1, code: 'IN', name: 'India' }, { id: 2, code: 'GB', name: 'United Kingdom' }],
  platform: { id: 1, identifier: 'google', name: 'Google Ads' },
  category: { id: 1, name: 'Gambling & Lottery', slug: 'gambling', icon: 'dice' },
  ...over,
});

const POLICIES = [
  policy(1, {}),
  policy(2, { status: 'limited', title: 'Crypto <exchanges> & "wallets"', description: "Advertisers' own apps", requirements: 'Line one\nLine two' }),
  policy(3, { status: 'prohibited', requirements: '', jurisdictions: [] }),
  policy(4, { status: 'under review' as PolicyWithRefs['status'], lastUpdated: 'not a date', platform: { id: 2, identifier: 'ti', name: 'Times Internet $& $1' } }),
];

describe('the first answer', () => {
  const templates = renderFirstAnswerTemplates();

  it.each([[1], [POLICIES.length], [137]])('is the markup React renders for the count and the cards (%s results)', (count) => {
    const shown = POLICIES.slice(0, Math.min(count, POLICIES.length));
    const react =
      renderToStaticMarkup(<ResultsHeader countLabel={resultCountLabel(count)} sort="relevance" onSort={() => undefined} />) +
      renderToStaticMarkup(
        <MemoryRouter>
          <ResultList policies={shown} />
        </MemoryRouter>,
      );
    expect(firstAnswerHtml(templates, count, shown)).toBe(react);
  });

  it('leaves no placeholder behind, whatever the text', () => {
    expect(firstAnswerHtml(templates, 4, POLICIES)).not.toMatch(/__FA_/);
  });
});
