// The platform page's overview card: website, policy centre, how many policies have each status, and
// quick links to this platform's search, the recent updates and the comparison.
import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Platform } from '../../../../core/contract';
import { POLICY_STATUSES, type PolicyStatus } from '../../../../core/status';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { cn } from '../../lib/cn';
import { noneAllowedReason, type StatusCounts } from './platform-policies';

/** The overview's labels (spec 000: Allowed, Limited, Prohibited; ADR 229); POLICY_STATUSES is in that order. */
const COUNT_LABELS: Record<PolicyStatus, string> = { allowed: 'Allowed', limited: 'Limited', prohibited: 'Prohibited' };
const COUNT_COLOURS: Record<PolicyStatus, string> = {
  allowed: 'bg-allowed-soft text-allowed',
  limited: 'bg-limited-soft text-limited',
  prohibited: 'bg-prohibited-soft text-prohibited',
};

/** A URL without its scheme and trailing slash, as a link's text. */
export function displayUrl(url: string): string {
  return url.replace(/^https?:\/\//, '').replace(/\/$/, '');
}

export function PlatformOverview({ platform, counts }: { platform: Platform; counts: StatusCounts }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Overview</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-5 md:grid-cols-3">
        <dl className="grid grid-cols-[auto_1fr] content-start gap-x-3 gap-y-2 text-sm">
          <dt className="font-medium text-slate-500">Website</dt>
          <dd className="min-w-0 break-words">
            <ExternalAnchor href={platform.website}>{displayUrl(platform.website)}</ExternalAnchor>
          </dd>
          <dt className="font-medium text-slate-500">Policy center</dt>
          <dd className="min-w-0 break-words">
            <ExternalAnchor href={platform.policyUrl}>{displayUrl(platform.policyUrl)}</ExternalAnchor>
          </dd>
        </dl>
        <div className="flex flex-col gap-2">
          <ul aria-label="Policies by status" className="grid grid-cols-3 gap-2">
            {POLICY_STATUSES.map((status) => (
              <li key={status} className={cn('flex flex-col items-center rounded-md px-2 py-3 text-center', COUNT_COLOURS[status])}>
                <span className="text-2xl font-bold tabular-nums">{counts[status]}</span>
                <span className="text-xs font-medium">{COUNT_LABELS[status]}</span>
              </li>
            ))}
          </ul>
          {noneAllowedReason(counts) ? <p className="text-xs text-muted-foreground">None allowed outright. {noneAllowedReason(counts)}</p> : null}
        </div>
        <nav aria-label="Quick links" className="flex flex-col gap-1 text-sm">
          <QuickLink to={`/search?platform=${encodeURIComponent(platform.identifier)}`}>Search {platform.name} policies</QuickLink>
          <QuickLink to="/updates">Recent policy updates</QuickLink>
          <QuickLink to="/compare">Compare platforms</QuickLink>
        </nav>
      </CardContent>
    </Card>
  );
}

function ExternalAnchor({ href, children }: { href: string; children: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className="text-primary underline-offset-2 hover:underline">
      {children}{' '}
      <span className="sr-only">(opens in a new tab)</span>
    </a>
  );
}

function QuickLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="inline-flex items-center gap-1.5 rounded px-1 py-1 text-primary hover:bg-muted">
      <ArrowRight aria-hidden="true" className="size-4" />
      {children}
    </Link>
  );
}
