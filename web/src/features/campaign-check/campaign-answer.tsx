// The plan's answer, worst news first: the blockers, what the advertiser must provide (each item naming the
// cells that need it), the grid — one card per market, one cell per platform with Compare's status words,
// where the rule comes from and its conditions — and the laws that apply. The printed brief shows the same
// sections (campaign-brief.tsx). Once a creative is checked for the plan, each cell also shows its verdict.
import { Ban, CircleCheck } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { describeAnswerSource } from '../../../../core/answer-source';
import { CHECKLIST_KINDS, cellsLine, type CampaignAnswer, type CampaignCell, type ChecklistKind } from '../../../../core/campaign-check';
import type { Law, Policy } from '../../../../core/contract';
import { LAW_STATUS_LABELS } from '../../../../core/laws';
import { AnswerSourceLine } from '../../components/policy/answer-source';
import { StatusBadge } from '../../components/policy/status-badge';
import { routeTo, ROUTE_PATHS } from '../../lib/route-paths';
import { cn } from '../../lib/cn';
import { CellCreativeVerdict } from './cell-creative-verdict';
import type { CreativeCheck } from './creative-check';

type Answer = CampaignAnswer<Policy, Law>;

/**
 * A 3 × 10 plan is pages of text on a phone: the browser lays out and paints a market's card or a checklist
 * group only when it nears the screen (content-visibility), so the answer's first paint does not wait for
 * the pages below it (bench: < 300 ms at 4× CPU). Printing lays everything out.
 */
const LAID_OUT_WHEN_NEAR = '[content-visibility:auto] [contain-intrinsic-size:auto_480px] print:[content-visibility:visible]';

export const CHECKLIST_KIND_LABELS: Record<ChecklistKind, string> = {
  certification: 'Certifications and licences',
  age: 'Age targeting',
  'excluded-regions': 'Regions to exclude',
  requirement: 'Other requirements',
};

export function CampaignAnswerView({
  answer,
  marketName,
  creative = null,
  print = false,
}: {
  answer: Answer;
  marketName: (code: string) => string;
  /** The creative checked for this plan, if any: its verdict in each cell. */
  creative?: CreativeCheck | null;
  print?: boolean;
}) {
  const platformName = (id: string) => answer.platforms.find((p) => p.identifier === id)?.name ?? id;
  const cells = (refs: Parameters<typeof cellsLine>[0]) => cellsLine(refs, platformName, marketName);
  return (
    <div className="flex flex-col gap-6">
      <Section title="Blockers" print={print}>
        {answer.blockers.length ? (
          <ul className="flex flex-col gap-2">
            {answer.blockers.map((b) => (
              <li key={b.text} className="flex items-start gap-2 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm font-medium text-red-900">
                <Ban aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                {b.text}
              </li>
            ))}
          </ul>
        ) : (
          <p className="flex items-start gap-2 rounded-md border border-green-200 bg-green-50 px-3 py-2 text-sm text-green-900">
            <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            None: no platform prohibits the plan in any chosen market.
          </p>
        )}
      </Section>

      <Section title="What the advertiser must provide" print={print}>
        {answer.checklist.length ? (
          <div className="flex flex-col gap-3">
            {CHECKLIST_KINDS.map((kind) => {
              const items = answer.checklist.filter((i) => i.kind === kind);
              return items.length ? (
                <div key={kind} className={cn('break-inside-avoid', !print && LAID_OUT_WHEN_NEAR)}>
                  <h3 className="mb-1 text-sm font-semibold text-muted-foreground">{CHECKLIST_KIND_LABELS[kind]}</h3>
                  <ul aria-label={CHECKLIST_KIND_LABELS[kind]} className="flex flex-col divide-y rounded-md border">
                    {items.map((item) => (
                      <li key={item.text} data-testid="checklist-item" className="flex flex-col gap-0.5 px-3 py-2 text-sm">
                        <span className="text-foreground">{item.text}</span>
                        <span className="text-xs text-slate-700">For {cells(item.cells)}</span>
                      </li>
                    ))}
                  </ul>
                </div>
              ) : null;
            })}
          </div>
        ) : (
          <p className="text-sm text-muted-foreground">Nothing recorded for the cells that allow the plan.</p>
        )}
      </Section>

      <Section title="By market and platform" print={print}>
        <div className="flex flex-col gap-3">
          {answer.rows.map((row) => (
            <section key={row.market} aria-label={marketName(row.market)} className={cn('break-inside-avoid rounded-lg border bg-card p-3', !print && LAID_OUT_WHEN_NEAR)}>
              <h3 className="mb-2 font-semibold">
                {marketName(row.market)} <span className="font-normal text-muted-foreground">({row.market})</span>
              </h3>
              <ul className={cn('grid gap-3', print ? 'grid-cols-3' : 'sm:grid-cols-2 lg:grid-cols-3')}>
                {row.cells.map((cell) => (
                  <GridCell key={cell.platform} cell={cell} platform={platformName(cell.platform)} marketName={marketName} creative={creative} print={print} />
                ))}
              </ul>
            </section>
          ))}
        </div>
      </Section>

      <Section title="Laws that apply" print={print}>
        {answer.laws.length ? (
          <ul className="flex flex-col gap-2 text-sm">
            {answer.laws.map(({ law, markets }) => (
              <li key={law.key} className="rounded-md border px-3 py-2">
                <span className="font-medium">{law.title}</span>
                <span className="block text-xs text-slate-700">
                  {law.regulator} · {LAW_STATUS_LABELS[law.status]} · {markets.map(marketName).join(', ')}
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">No law of these markets about this category is in the library.</p>
        )}
      </Section>
    </div>
  );
}

function Section({ title, print, children }: { title: string; print: boolean; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={print ? 'break-inside-avoid-page' : undefined}>
      <h2 id={id} className="mb-2 text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

function GridCell({
  cell,
  platform,
  marketName,
  creative,
  print,
}: {
  cell: CampaignCell<Policy>;
  platform: string;
  marketName: (code: string) => string;
  creative: CreativeCheck | null;
  print: boolean;
}) {
  const source = describeAnswerSource(cell.source, { platform, market: marketName });
  return (
    <li data-cell={`${cell.platform}:${cell.market}`} className="flex min-w-0 flex-col items-start gap-1.5 rounded-md border p-2.5">
      <span className="text-sm font-semibold">{platform}</span>
      <StatusBadge status={cell.status} evidence={cell.policy} />
      {cell.regionalRule ? (
        <span className="text-xs text-slate-700">
          Decided by the rule for {cell.regionalRule.name}
          {cell.regionalRule.minAge ? ` · ${cell.regionalRule.minAge}+` : ''}
        </span>
      ) : null}
      <AnswerSourceLine source={source} className="text-xs" />
      {cell.conditions.map((c) => (
        <p key={c} className="text-sm text-slate-700">
          {c}
        </p>
      ))}
      {cell.policy && !print ? (
        <Link to={routeTo(ROUTE_PATHS.policy, { id: cell.policy.id })} className="text-sm font-medium text-primary underline-offset-4 hover:underline">
          View policy<span className="sr-only"> of {platform} in {marketName(cell.market)}</span>
        </Link>
      ) : null}
      {creative ? <CellCreativeVerdict check={creative} cell={cell} where={`${platform} in ${marketName(cell.market)}`} marketName={marketName} print={print} /> : null}
    </li>
  );
}
