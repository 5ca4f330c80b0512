// The policy detail screen (/policy/{id}, spec 000 "Policy detail"), read from the replica so it opens
// offline: the main card, documentation for limited policies, jurisdiction rules with the regional ones,
// this policy's changes, its information, and what the other platforms say for the same market.
import { memo } from 'react';
import { ChevronRight, ExternalLink } from 'lucide-react';
import { Link, useParams } from 'react-router-dom';
import { marketNamer, policyReach, policyReachLine } from '../../../../core/answer-source';
import type { PolicyDocument, PolicyWithRefs } from '../../../../core/contract';
import { GLOBAL_CODE } from '../../../../core/resolve-policy';
import { DatasetGate, useDataset } from '../../components/dataset/dataset-screen';
import { PageHeader } from '../../components/layout/page-header';
import { ScreenSkeleton } from '../../components/layout/screen-skeleton';
import { HowWeKnow } from '../../components/policy/how-we-know';
import { AnswerSourceLine } from '../../components/policy/answer-source';
import { CheckBeforePromise } from '../../components/policy/check-before-promise';
import { StatusBadge } from '../../components/policy/status-badge';
import { Badge } from '../../components/ui/badge';
import { buttonVariants } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { Markdown } from '../../components/ui/markdown';
import { Notice } from '../../components/ui/notice';
import { useDocumentTitle } from '../../lib/use-document-title';
import { formatCalendarDate } from '../../lib/format-date';
import { policyPageRead, type PolicyPageData } from '../../lib/replica/dataset-reads';
import { DocumentationBlock } from './documentation-block';
import { FollowButton } from './follow-button';
import { JurisdictionRulesCard, LawsCard, PolicyInformationCard, RecentChangesCard, SimilarPoliciesCard } from './policy-detail-cards';
import { ShareButton } from './share-button';
import { policyMarket, similarPolicies } from './similar-policies';

const NUMERIC_ID = /^[1-9][0-9]{0,9}$/;

export function PolicyPage() {
  const { id = '' } = useParams<{ id: string }>();
  if (!NUMERIC_ID.test(id)) {
    return <MissingPolicy title="Invalid Policy ID">The policy ID provided is not valid.</MissingPolicy>;
  }
  return <PolicyOfId id={Number(id)} />;
}

function PolicyOfId({ id }: { id: number }) {
  const result = useDataset(policyPageRead(id), [id]);
  return (
    <DatasetGate result={result} skeleton={<ScreenSkeleton blocks={3} />}>
      {(data) =>
        data.policy ? (
          <PolicyDetail data={data} policy={data.policy} />
        ) : (
          <MissingPolicy title="Policy not found">The policy you're looking for does not exist or has been removed.</MissingPolicy>
        )
      }
    </DatasetGate>
  );
}

function MissingPolicy({ title, children }: { title: string; children: string }) {
  useDocumentTitle(title);
  return (
    <Notice
      level={1}
      title={title}
      action={
        <Link to="/search" className={buttonVariants({ variant: 'outline' })}>
          Search policies
        </Link>
      }
    >
      {children}
    </Notice>
  );
}

/** Which markets this record answers for, its regions' members included (ADR 228). */
function reachLine(policy: PolicyWithRefs, data: PolicyPageData): string {
  // sameCategory holds this policy too: the read takes every policy of its category.
  const samePair = data.sameCategory.filter((p) => p.platformId === policy.platformId);
  const reach = policyReach(policy, samePair, data.jurisdictions);
  return policyReachLine(reach, { platform: policy.platform.name, market: marketNamer(data.jurisdictions) });
}

// Memoised: the screen renders again when its read answers with the same data it showed first (a repeat visit).
const PolicyDetail = memo(function PolicyDetail({ data, policy }: { data: PolicyPageData; policy: PolicyWithRefs }) {
  const market = policyMarket(policy);
  const marketName = market === GLOBAL_CODE ? 'all markets (global rule)' : (policy.jurisdictions.find((j) => j.code === market)?.name ?? market);
  const checklists = documentationChecklists(data.documents);
  const related = data.documents.filter((d) => !checklists.includes(d));
  const addendum = metaAddendumUrl(policy);
  return (
    <div>
      <Breadcrumb policy={policy} />
      <PageHeader
        title={policy.title}
        description={policy.platform.name}
        actions={
          <>
            <FollowButton policyId={policy.id} revision={data.revision} />
            <ShareButton title={policy.title} url={typeof window === 'undefined' ? '' : window.location.href} />
          </>
        }
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="flex min-w-0 flex-col gap-6">
          <Card>
            <CardContent className="flex flex-col gap-4 pt-5 sm:pt-6">
              <div className="flex flex-wrap items-center gap-2">
                <StatusBadge status={policy.status} evidence={policy} />
                <Badge variant="outline">{policy.category.name}</Badge>
                {policy.jurisdictions.map((j) => (
                  <Badge key={j.id} variant="secondary">
                    {j.code}
                  </Badge>
                ))}
              </div>
              <AnswerSourceLine source={{ kind: 'own', line: reachLine(policy, data) }} />
              <CheckBeforePromise evidence={policy} />
              <p className="leading-relaxed text-slate-800">{policy.description}</p>
              <Section title="Requirements" markdown={policy.requirements} />
              <Section title="Restrictions" markdown={policy.restrictions} />
              <Section title="Detailed Information" markdown={policy.details} />
              <HowWeKnow note={policy.note} verifiedAt={policy.verifiedAt} sources={[policy.sourceUrl, ...policy.extraSources]} />
              <div className="flex flex-wrap items-center justify-between gap-3 border-t pt-4 text-sm">
                <span className="text-muted-foreground">
                  Last updated <time dateTime={policy.lastUpdated}>{formatCalendarDate(policy.lastUpdated)}</time>
                </span>
                <div className="flex flex-wrap gap-2">
                  {addendum ? (
                    <a href={addendum} target="_blank" rel="noopener noreferrer" className={buttonVariants({ variant: 'outline', size: 'sm' })}>
                      <ExternalLink aria-hidden="true" />
                      Meta addendum documentation
                    </a>
                  ) : null}
                  <a href={policy.sourceUrl} target="_blank" rel="noopener noreferrer" className={buttonVariants({ size: 'sm' })}>
                    <ExternalLink aria-hidden="true" />
                    View Original Policy
                  </a>
                </div>
              </div>
            </CardContent>
          </Card>
          {policy.status === 'limited' ? <DocumentationBlock policy={policy} checklists={checklists} /> : null}
          <JurisdictionRulesCard policy={policy} />
          <LawsCard laws={data.laws} lawUpdates={data.lawUpdates} />
          <RecentChangesCard updates={data.updates} />
          {related.length > 0 ? <RelatedDocuments documents={related} /> : null}
        </div>
        <aside aria-label="About this policy" className="flex flex-col gap-6">
          <PolicyInformationCard policy={policy} />
          <SimilarPoliciesCard
            similar={similarPolicies(policy, data.sameCategory, data.platforms, data.jurisdictions)}
            marketName={marketName}
            compareHref={market === GLOBAL_CODE ? '/compare' : `/compare?market=${encodeURIComponent(market)}`}
          />
        </aside>
      </div>
    </div>
  );
});

function Breadcrumb({ policy }: { policy: PolicyWithRefs }) {
  const crumbs: [string, string][] = [
    ['Home', '/'],
    ['Policies', '/search'],
    [policy.platform.name, `/platform/${policy.platform.identifier}`],
  ];
  return (
    <nav aria-label="Breadcrumb" className="mb-4 text-sm text-muted-foreground">
      <ol className="flex flex-wrap items-center gap-1">
        {crumbs.map(([label, to]) => (
          <li key={to} className="flex items-center gap-1">
            <Link to={to} className="hover:text-foreground hover:underline">
              {label}
            </Link>
            <ChevronRight aria-hidden="true" className="size-3.5" />
          </li>
        ))}
        <li aria-current="page" className="min-w-0 truncate font-medium text-foreground">
          {policy.title}
        </li>
      </ol>
    </nav>
  );
}

function Section({ title, markdown }: { title: string; markdown: string }) {
  if (!markdown.trim()) return null;
  return (
    <section>
      <h2 className="mb-2 font-semibold">{title}</h2>
      <Markdown source={markdown} headingLevel={3} />
    </section>
  );
}

function RelatedDocuments({ documents }: { documents: PolicyDocument[] }) {
  return (
    <Card>
      <CardContent className="flex flex-col gap-2 pt-5 sm:pt-6">
        <h2 className="text-lg font-semibold">Related documents</h2>
        {documents.map((doc) => (
          <details key={doc.key} className="rounded-md border p-3">
            <summary className="cursor-pointer font-medium">{doc.title}</summary>
            <Markdown source={doc.markdown} skipTitle headingLevel={3} className="mt-3" />
            {doc.sourceUrl ? (
              <a href={doc.sourceUrl} target="_blank" rel="noopener noreferrer" className="mt-2 inline-block text-sm text-primary underline">
                Source
              </a>
            ) : null}
          </details>
        ))}
      </CardContent>
    </Card>
  );
}

/** The platform checklists among a policy's documents (seed kind 'documentation'). */
function documentationChecklists(documents: PolicyDocument[]): PolicyDocument[] {
  return documents.filter((d) => d.kind === 'documentation');
}

const META_PLATFORMS = new Set(['facebook', 'instagram']);
const ADDENDUM_CATEGORIES = new Set(['cryptocurrency', 'gambling-lottery']);
const META_HOSTS = /^https:\/\/(www\.)?(facebook\.com\/business\/help|transparency\.(meta|fb)\.com)\//;

/**
 * Spec 000: Meta's crypto and gambling policies link to the provider's addendum documentation (the
 * application forms and their terms). The link is the policy's own Meta source, never a URL kept here.
 */
function metaAddendumUrl(policy: PolicyWithRefs): string | null {
  if (!META_PLATFORMS.has(policy.platform.identifier) || !ADDENDUM_CATEGORIES.has(policy.category.slug)) return null;
  return [...policy.extraSources, policy.sourceUrl].find((url) => META_HOSTS.test(url)) ?? null;
}
