// What the simple and the emergency checkers share (spec 001): the three selects with 'Check Policy', the
// status box, and the Requirements / Documentation / Source toggles over one policy record.
import { Search } from 'lucide-react';
import { useId, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { SIMPLE_CHECKER_CATEGORIES, SIMPLE_CHECKER_JURISDICTIONS, SIMPLE_CHECKER_PLATFORMS, type CheckQuery } from '../../../../core/checker';
import type { SnapshotPolicy } from '../../../../core/checker-snapshot';
import { bulletLines } from '../../../../core/markdown-lines';
import type { AnswerSourceText } from '../../../../core/answer-source';
import { checkerStatusLabel } from '../../../../core/status';
import { AnswerSourceLine } from '../../components/policy/answer-source';
import { CheckBeforePromise } from '../../components/policy/check-before-promise';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { Markdown } from '../../components/ui/markdown';
import { cn } from '../../lib/cn';
import { LabelledSelect } from '../../components/ui/labelled-select';
import { PanelToggles, usePanels } from '../../components/policy/panel-toggles';
import { ViewSourceLink } from '../../components/policy/view-source-link';

export const EMPTY_QUERY: CheckQuery = { platform: '', category: '', jurisdiction: '' };
export const isComplete = (q: CheckQuery) => Boolean(q.platform && q.category && q.jurisdiction);
export const publisherLabel = (q: CheckQuery) => SIMPLE_CHECKER_PLATFORMS.find((p) => p.identifier === q.platform)?.label ?? q.platform;

export function SimpleCheckerForm({
  query,
  onChange,
  onSubmit,
  busy,
}: {
  query: CheckQuery;
  onChange(query: CheckQuery): void;
  onSubmit(): void;
  busy: boolean;
}) {
  const ids = useId();
  const set = (field: keyof CheckQuery) => (value: string) => onChange({ ...query, [field]: value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (isComplete(query) && !busy) onSubmit();
  };
  return (
    <Card>
      <CardContent className="pt-5 sm:pt-6">
        <form onSubmit={submit} className="grid gap-4 sm:grid-cols-3">
          <LabelledSelect id={`${ids}-platform`} label="Platform" placeholder="Select platform" value={query.platform} onChange={set('platform')} options={SIMPLE_CHECKER_PLATFORMS.map((p) => [p.identifier, p.label])} />
          <LabelledSelect id={`${ids}-category`} label="Category" placeholder="Select category" value={query.category} onChange={set('category')} options={SIMPLE_CHECKER_CATEGORIES.map((c) => [c.slug, c.label])} />
          <LabelledSelect id={`${ids}-jurisdiction`} label="Jurisdiction" placeholder="Select jurisdiction" value={query.jurisdiction} onChange={set('jurisdiction')} options={SIMPLE_CHECKER_JURISDICTIONS.map((j) => [j.code, `${j.name} (${j.code})`])} />
          <Button type="submit" disabled={!isComplete(query) || busy} className="sm:col-span-3 sm:justify-self-start">
            <Search aria-hidden="true" />
            Check Policy
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

const BOX: Record<string, string> = {
  allowed: 'border-green-200 bg-allowed-soft text-allowed',
  limited: 'border-amber-200 bg-limited-soft text-limited',
  prohibited: 'border-red-200 bg-prohibited-soft text-prohibited',
  unavailable: 'border-slate-300 bg-muted text-slate-700',
};

export function StatusBox({ status, label, children }: { status: string; label?: string; children?: ReactNode }) {
  return (
    <div className={cn('rounded-md border p-4', BOX[status] ?? BOX.unavailable)}>
      <p className="text-lg font-semibold">{label ?? checkerStatusLabel(status)}</p>
      {children}
    </div>
  );
}

/** One record's answer: the status box with its title and description, then the toggles. */
export function PolicyAnswerPanels({ policy, linkTo, extra, source = null }: {
  policy: Omit<SnapshotPolicy, 'key' | 'verifiedAt'>;
  linkTo: string | null;
  extra?: ReactNode;
  /** Which market's rule answers (issue 28); null where it is not known (the bundled emergency answers). */
  source?: AnswerSourceText | null;
}) {
  const { open, toggle } = usePanels();
  const lines = bulletLines(policy.requirements);
  return (
    <>
      <StatusBox status={policy.status}>
        <p className="mt-1 text-sm font-medium">
          {linkTo ? (
            <Link to={linkTo} className="underline underline-offset-4">
              {policy.title}
            </Link>
          ) : (
            policy.title
          )}
        </p>
        <p className="mt-1 text-sm text-slate-800">{policy.description}</p>
      </StatusBox>
      {source ? <AnswerSourceLine source={source} /> : null}
      <CheckBeforePromise evidence={policy} />
      <div className="flex flex-wrap gap-2">
        <PanelToggles open={open} onToggle={toggle} />
        <ViewSourceLink url={policy.sourceUrl} />
        {extra}
      </div>
      {open === 'requirements' ? (
        <ul aria-label="Requirements" className="list-disc rounded-md border p-4 pl-8 text-sm">
          {(lines.length ? lines : ['No specific requirements']).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : null}
      {open === 'documentation' ? (
        <section aria-label="Documentation" tabIndex={0} className="h-64 overflow-y-auto rounded-md border p-4 text-sm">
          <Markdown source={policy.details || 'No policy content available'} headingLevel={3} />
        </section>
      ) : null}
    </>
  );
}
