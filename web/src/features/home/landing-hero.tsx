// The landing's hero (spec 001): what the product is, its toolkit of four cards and the e-mail contact
// link. The spec's claims ("lawyer-verified", "AI-powered") are not true of this product, so each claim
// here is one it keeps: policy records with sources and check dates, offline answers, and tools marked
// "Coming soon" until they exist. The wording is recorded in ADR 214.
import { BarChart3, ClipboardList, FileSearch, Mail, ScanSearch, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Badge } from '../../components/ui/badge';
import { useAppConfig } from '../../lib/app-config';

interface ToolCard {
  title: string;
  text: string;
  icon: ReactNode;
  /** Where it is; none while it is not built. */
  to: string | null;
}

const TOOLKIT: ToolCard[] = [
  {
    title: 'AI Ad Creative Analysis',
    text: 'Upload an ad image and have its text and claims checked against the platform’s policy for your market, each finding explained.',
    icon: <ScanSearch aria-hidden="true" className="size-5" />,
    to: '/ad-analyzer',
  },
  {
    title: 'Policy Checker',
    text: 'Platform, category and market in; the answer, what the advertiser must provide and the source out — offline too.',
    icon: <ShieldCheck aria-hidden="true" className="size-5" />,
    to: '#policy-checker',
  },
  {
    title: 'Campaign Check',
    text: 'One category on several platforms in several markets: what blocks the plan, what the advertiser must provide, as a brief.',
    icon: <ClipboardList aria-hidden="true" className="size-5" />,
    to: '/campaign-check',
  },
  {
    title: 'Publisher Policy Builder',
    text: 'An advertising policy, an advertiser undertaking and a requirements list for a regulated category, from current policy data.',
    icon: <FileSearch aria-hidden="true" className="size-5" />,
    to: '/publisher-policy-builder',
  },
  {
    title: 'Compliance Reports',
    text: 'A market’s answer sheet across platforms, what changed lately, and how fresh each source check is.',
    icon: <BarChart3 aria-hidden="true" className="size-5" />,
    to: '/dashboard',
  },
];

/** The card's one link, stretched over the card; its focus ring is drawn around the card, not the title. */
const CARD_LINK =
  'after:absolute after:inset-0 after:rounded-lg focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-ring';

/** `title`: the h1; the landing's own line on /, the screen title 'Policy Checker' on /policy-checker. */
export function LandingHero({ title }: { title: string }) {
  const { supportEmail } = useAppConfig();
  return (
    <section aria-labelledby="landing-title" className="flex flex-col gap-4 rounded-xl border bg-card p-4 shadow-sm sm:gap-6 sm:p-8">
      <div className="flex flex-col gap-2 sm:gap-3">
        <Badge variant="outline" className="self-start whitespace-normal">
          Sourced and dated policy data · not legal advice
        </Badge>
        <h1 id="landing-title" className="text-xl font-bold tracking-tight sm:text-4xl">
          {title}
        </h1>
        <p className="max-w-3xl text-sm text-slate-700 sm:text-lg">
          What Google, Meta, Microsoft, X and publishers allow for crypto, gambling, real-money gaming and alcohol in India, the US and
          the UK. Every answer comes from a policy record that names its source and the date it was last checked, and it works offline
          once the library is on your device.
        </p>
        {/* The line is always there, so the address arriving with the config moves nothing (CLS). */}
        <p className="min-h-5 text-sm">
          {supportEmail ? (
            <a href={`mailto:${supportEmail}`} className="inline-flex items-center gap-1.5 font-medium text-primary underline-offset-4 hover:underline">
              <Mail aria-hidden="true" className="size-4" />
              Contact us: {supportEmail}
            </a>
          ) : null}
        </p>
      </div>
      {/* On a phone, titles only: the checker below is what a rep came for, and it stays near the top. */}
      {/* Five cards: the last spans the row on a phone's two columns; one row of five on a wide screen. */}
      <ul aria-label="Toolkit" className="grid grid-cols-2 gap-2 sm:gap-3 lg:grid-cols-5 [&>li:last-child]:col-span-2 lg:[&>li:last-child]:col-span-1">
        {TOOLKIT.map((tool) => (
          // The whole card is the tap target: the title link's ::after covers the `relative` card, so a screen
          // reader still meets one link per card, named by its title; focus and hover show on the whole card.
          <li
            key={tool.title}
            className="relative flex flex-col gap-2 rounded-lg border p-3 transition-colors has-[a:hover]:border-primary/40 has-[a:hover]:bg-accent/40 sm:p-4"
          >
            <span className="flex items-start gap-2 text-sm text-primary sm:items-center sm:text-base">
              {tool.icon}
              <span className="font-semibold text-foreground">
                {tool.to ? (
                  tool.to.startsWith('#') ? (
                    <a href={tool.to} className={CARD_LINK}>
                      {tool.title}
                    </a>
                  ) : (
                    <Link to={tool.to} className={CARD_LINK}>
                      {tool.title}
                    </Link>
                  )
                ) : (
                  tool.title
                )}
              </span>
            </span>
            <span className="hidden text-sm text-slate-700 sm:block">{tool.text}</span>
            {tool.to ? null : (
              <Badge variant="secondary" className="self-start">
                Coming soon
              </Badge>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
