// The filtered updates: a table from 1024 px (Platform, Policy Category, Update Type, Affected Regions, Date,
// Actions — spec 000; WIDE_MEDIA, ADR 332), the same rows as cards below (one of the two, by viewport). Each row links to its policy and can follow it.
import { Bookmark, BookmarkCheck } from 'lucide-react';
import { memo } from 'react';
import { Link } from 'react-router-dom';
import type { Category, PolicyUpdateWithRefs } from '../../../../core/contract';
import { Button, buttonVariants } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { formatCalendarDate } from '../../lib/format-date';
import { WIDE_MEDIA, useMediaQuery } from '../../lib/use-media-query';
import { ChangeTypeBadge } from '../../components/policy/change-type-badge';
import { setFollowing, useFollowedPolicies } from '../../lib/replica/follow-commands';
import { toggleFollow } from '../../components/policy/toggle-follow';
import { updateHref, updateSourceName } from '../../lib/update-target';

/** Affected regions as the spec shows them: the codes, or 'Global' when the update names none. */
export function affectedRegionsLabel(codes: readonly string[]): string {
  return codes.length === 0 ? 'Global' : codes.join(', ');
}

export function UpdateList({ updates, categories }: { updates: readonly PolicyUpdateWithRefs[]; categories: readonly Category[] }) {
  const categoryName = new Map(categories.map((c) => [c.id, c.name]));
  const category = (u: PolicyUpdateWithRefs) =>
    u.law ? u.law.title : ((u.policy && categoryName.get(u.policy.categoryId)) ?? 'Unknown');
  // One layout at a time: rendering both (one hidden) doubled the screen's work on a phone.
  const wide = useMediaQuery(WIDE_MEDIA);
  const { followed } = useFollowedPolicies();
  const saved = (u: PolicyUpdateWithRefs) => u.policyId !== null && followed.has(u.policyId);
  return wide ? (
      <div className="overflow-x-auto rounded-lg border bg-card shadow-sm">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Policy updates, newest first</caption>
          <thead className="border-b bg-muted text-xs font-semibold text-muted-foreground">
            <tr>
              {['Platform', 'Policy Category', 'Update Type', 'Affected Regions', 'Date', 'Actions'].map((column) => (
                <th key={column} scope="col" className="px-4 py-3">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y">
            {updates.map((u) => (
              <UpdateRow key={u.id} update={u} category={category(u)} saved={saved(u)} />
            ))}
          </tbody>
        </table>
      </div>
  ) : (
      <ul aria-label="Policy updates" className="flex flex-col gap-3">
        {updates.map((u) => (
          <UpdateCard key={u.id} update={u} category={category(u)} saved={saved(u)} />
        ))}
      </ul>
  );
}

interface UpdateRowProps {
  update: PolicyUpdateWithRefs;
  category: string;
  /** Whether the rep follows the update's policy. */
  saved: boolean;
}

// Rows and cards are memoised: the list renders again when the follows arrive (just after the screen
// opens) or change, and only the rows whose Save button changes need drawing again (issue 27).
const UpdateRow = memo(function UpdateRow({ update: u, category, saved }: UpdateRowProps) {
  return (
    <tr className="align-top">
      <th scope="row" className="px-4 py-3 font-medium">
        {updateSourceName(u)}
      </th>
      <td className="px-4 py-3">
        <p className="font-medium">{category}</p>
        <p id={`update-${u.id}-summary`} className="mt-0.5 text-muted-foreground">
          {u.summary}
        </p>
      </td>
      <td className="px-4 py-3">
        <ChangeTypeBadge changeType={u.changeType} />
      </td>
      <td className="px-4 py-3">{affectedRegionsLabel(u.affectedJurisdictions)}</td>
      <td className="px-4 py-3 whitespace-nowrap">
        <time dateTime={u.updateDate}>{formatCalendarDate(u.updateDate)}</time>
      </td>
      <td className="px-4 py-3">
        <UpdateActions update={u} describedBy={`update-${u.id}-summary`} saved={saved} />
      </td>
    </tr>
  );
});

const UpdateCard = memo(function UpdateCard({ update: u, category, saved }: UpdateRowProps) {
  return (
    <li>
      <Card className="flex flex-col gap-2 p-4">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <p className="text-sm font-semibold">{updateSourceName(u)}</p>
            <p className="text-sm text-muted-foreground">{category}</p>
          </div>
          <ChangeTypeBadge changeType={u.changeType} />
        </div>
        <p id={`update-${u.id}-card-summary`} className="text-sm leading-relaxed">
          {u.summary}
        </p>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className="text-muted-foreground">Affected Regions</dt>
          <dd>{affectedRegionsLabel(u.affectedJurisdictions)}</dd>
          <dt className="text-muted-foreground">Date</dt>
          <dd>
            <time dateTime={u.updateDate}>{formatCalendarDate(u.updateDate)}</time>
          </dd>
        </dl>
        <UpdateActions update={u} describedBy={`update-${u.id}-card-summary`} saved={saved} />
      </Card>
    </li>
  );
});

/**
 * View (the policy, or the law on its market's page) and Save (follow the policy; its changes then show as
 * alerts: ADR 212). A change of law has no policy to follow, so no Save.
 */
function UpdateActions({ update, describedBy, saved }: { update: PolicyUpdateWithRefs; describedBy: string; saved: boolean }) {
  const policyId = update.policyId;
  const view = (
    <Link to={updateHref(update)} className={buttonVariants({ size: 'sm' })} aria-describedby={describedBy}>
      View
    </Link>
  );
  if (policyId === null) return <div className="flex flex-wrap items-center gap-2">{view}</div>;
  return (
    <div className="flex flex-wrap items-center gap-2">
      {view}
      <Button
        variant="outline"
        size="sm"
        aria-pressed={saved}
        aria-describedby={describedBy}
        title={saved ? 'Following this policy: its changes show on the dashboard' : 'Follow this policy: its changes show on the dashboard'}
        onClick={() => void toggleFollow((id) => setFollowing(id, !saved), policyId)}
      >
        {saved ? <BookmarkCheck aria-hidden="true" /> : <Bookmark aria-hidden="true" />}
        {saved ? 'Saved' : 'Save'}
      </Button>
    </div>
  );
}
