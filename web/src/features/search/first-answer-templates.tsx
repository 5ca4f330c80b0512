// The markup of the first answer (first-answer.ts), rendered by React at build time from the screen's own
// components with placeholders for the text, and put into index.html with the pre-rendered shell. The
// first answer fills the placeholders, so before React loads it paints exactly what React then renders
// (first-answer-markup.test.tsx holds the two to each other).
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { POLICY_STATUSES } from '../../../../core/status';
import { ResultItem, ResultList, ResultsHeader } from './result-list';
import { FIRST_ANSWER_TEMPLATES_ID, type FirstAnswerTemplates } from '../../lib/search/first-answer-markup';
import type { ResultCardFields } from '../../lib/search/result-text';
import { StatusBadge } from '../../components/policy/status-badge';

/** A placeholder in the templates: letters only, so React and the router keep it as it is. */
export const placeholder = (field: string) => `__FA_${field}__`;

const FIELDS: (keyof ResultCardFields)[] = ['id', 'platform', 'title', 'status', 'caveat', 'description', 'category', 'jurisdictions', 'requirements', 'lastUpdated', 'lastUpdatedLabel', 'sourceUrl'];

const inRouter = (node: React.ReactNode) => renderToStaticMarkup(<MemoryRouter>{node}</MemoryRouter>);

export function renderFirstAnswerTemplates(): FirstAnswerTemplates {
  const card = Object.fromEntries(FIELDS.map((f) => [f, placeholder(f)])) as unknown as ResultCardFields;
  card.status = 'allowed';
  const list = inRouter(<ResultList policies={[]} />);
  const listEnd = '</ul>';
  if (!list.endsWith(listEnd)) throw new Error('The result list no longer ends with </ul>: update first-answer-templates.tsx.');
  return {
    header: renderToStaticMarkup(<ResultsHeader countLabel={placeholder('countLabel')} sort="relevance" onSort={() => undefined} />),
    listStart: list.slice(0, -listEnd.length),
    listEnd,
    item: inRouter(<ResultItem card={card} />),
    itemWithoutRequirements: inRouter(<ResultItem card={{ ...card, requirements: '' }} />),
    badgeInItem: renderToStaticMarkup(<StatusBadge status="allowed" />),
    badges: Object.fromEntries([...POLICY_STATUSES.map((s) => [s, renderToStaticMarkup(<StatusBadge status={s} />)]), ['other', renderToStaticMarkup(<StatusBadge status="" />)]]),
  };
}

/** The templates as a data block for index.html (not a script: the CSP allows none inline, and none runs). */
export function firstAnswerTemplatesBlock(): string {
  const json = JSON.stringify(renderFirstAnswerTemplates()).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${FIRST_ANSWER_TEMPLATES_ID}">${json}</script>`;
}
