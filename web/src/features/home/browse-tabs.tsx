// The home screen's browse part (spec 000 "Home"): three tabs — Select by Category, Select by Platform,
// Select by Jurisdiction — each with the spec's few entries, and the 'How to Use This Tool' panel. Its own
// component, so the landing page (checkers) composes it. The entries are navigation, named by slug,
// identifier and code; names and ids come from the replica once it is on the device, and until the first
// sync the links use the slug, which /category/{id} accepts too.
import { ArrowRight, Columns3, Search } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { Category, Jurisdiction, Platform } from '../../../../core/contract';
import { CategoryIcon } from '../../components/policy/category-icon';
import { JurisdictionFlag } from '../../components/policy/jurisdiction-flag';
import { buttonVariants } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Tabs } from '../../components/ui/tabs';
import { BUNDLED_PLATFORMS } from '../../lib/bundled-dataset';
import { useAudienceTexts } from '../../lib/audience-texts';
import { cn } from '../../lib/cn';
import type { ReplicaCatalog } from '../../lib/replica/dataset-reads';

/** The spec's choices: only these three categories, two platforms and three jurisdictions. */
export const BROWSE_CHOICES = {
  categories: [
    { slug: 'cryptocurrency', name: 'Cryptocurrency', icon: 'bitcoin' },
    { slug: 'alcohol', name: 'Alcohol', icon: 'wine' },
    { slug: 'gambling-lottery', name: 'Gambling & Lottery', icon: 'dices' },
  ],
  platforms: ['google', 'facebook'],
  jurisdictions: [
    { code: 'IN', name: 'India' },
    { code: 'US', name: 'United States' },
    { code: 'GB', name: 'United Kingdom' },
  ],
} as const;

type BrowseTab = 'category' | 'platform' | 'jurisdiction';

const TABS: readonly { key: BrowseTab; label: string }[] = [
  { key: 'category', label: 'Select by Category' },
  { key: 'platform', label: 'Select by Platform' },
  { key: 'jurisdiction', label: 'Select by Jurisdiction' },
];

interface BrowseLink {
  to: string;
  name: string;
  icon: React.ReactNode;
}

function categoryLinks(catalog: ReplicaCatalog | null): BrowseLink[] {
  return BROWSE_CHOICES.categories.map((choice) => {
    const category: Category | undefined = catalog?.categories.find((c) => c.slug === choice.slug);
    return {
      to: `/category/${category?.id ?? choice.slug}`,
      name: category?.name ?? choice.name,
      icon: <CategoryIcon icon={category?.icon ?? choice.icon} className="size-5 text-primary" />,
    };
  });
}

function platformLinks(catalog: ReplicaCatalog | null): BrowseLink[] {
  return BROWSE_CHOICES.platforms.map((identifier) => {
    const platform: Pick<Platform, 'name'> | undefined =
      catalog?.platforms.find((p) => p.identifier === identifier) ?? BUNDLED_PLATFORMS.find((p) => p.identifier === identifier);
    const name = platform?.name ?? identifier;
    return {
      to: `/platform/${identifier}`,
      name,
      icon: <span aria-hidden="true" className="flex size-6 items-center justify-center rounded bg-slate-200 text-xs font-bold">{name[0]}</span>,
    };
  });
}

function jurisdictionLinks(catalog: ReplicaCatalog | null): BrowseLink[] {
  return BROWSE_CHOICES.jurisdictions.map((choice) => {
    const jurisdiction: Jurisdiction | undefined = catalog?.jurisdictions.find((j) => j.code === choice.code);
    return {
      to: `/jurisdiction/${choice.code}`,
      name: `${jurisdiction?.name ?? choice.name} (${choice.code})`,
      icon: <JurisdictionFlag code={choice.code} className="text-xl leading-none" />,
    };
  });
}

export function BrowseTabs({ catalog }: { catalog: ReplicaCatalog | null }) {
  const [tab, setTab] = useState<BrowseTab>('category');
  const links = tab === 'category' ? categoryLinks(catalog) : tab === 'platform' ? platformLinks(catalog) : jurisdictionLinks(catalog);
  return (
    <section aria-labelledby="browse-heading" className="flex flex-col gap-6">
      <h2 id="browse-heading" className="text-xl font-semibold tracking-tight">
        Browse policies
      </h2>
      <Tabs<BrowseTab> label="Browse policies" items={TABS} selected={tab} onSelect={setTab}>
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {links.map((link) => (
            <li key={link.to}>
              <Link
                to={link.to}
                className="flex h-full items-start gap-3 rounded-lg border bg-card p-4 shadow-sm transition-colors hover:border-primary hover:bg-accent"
              >
                {link.icon}
                <span className="flex min-w-0 flex-col gap-1">
                  <span className="font-semibold">{link.name}</span>
                </span>
                <ArrowRight aria-hidden="true" className="ml-auto size-4 shrink-0 self-center text-muted-foreground" />
              </Link>
            </li>
          ))}
        </ul>
      </Tabs>
      <HowToUsePanel />
    </section>
  );
}

function HowToUsePanel() {
  const { howToUse } = useAudienceTexts();
  return (
    <Card>
      <CardHeader>
        <CardTitle>How to Use This Tool</CardTitle>
        <CardDescription>{howToUse}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap gap-3">
        <Link to="/compare" className={cn(buttonVariants({ variant: 'default' }))}>
          <Columns3 aria-hidden="true" />
          Compare Policies
        </Link>
        <Link to="/search" className={cn(buttonVariants({ variant: 'outline' }))}>
          <Search aria-hidden="true" />
          Advanced Search
        </Link>
      </CardContent>
    </Card>
  );
}
