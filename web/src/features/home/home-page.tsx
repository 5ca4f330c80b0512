// The landing (/ and /policy-checker, spec 001; the browse part from spec 000 "Home" below it): the hero,
// the tool tabs with the Policy Checker first, and the browse tabs. It is the first screen's bundle and
// never waits for the replica: the checker reads it when the rep first touches the form, and the browse
// entries take their names and ids from it after the page has loaded (watch-catalog.ts).
import { useDocumentTitle } from '../../lib/use-document-title';
import { useAfterLoadWatch } from '../../lib/use-after-load-watch';
import { BrowseTabs } from './browse-tabs';
import { LandingHero } from './landing-hero';
import { LANDING_TITLE, POLICY_CHECKER_TITLE } from './landing-title';
import { LandingTabs } from './landing-tabs';

/** On / the hero says what the product is; on /policy-checker (the sidebar's Policy Checker) it is titled so. */
export function HomePage({ title = LANDING_TITLE }: { title?: string }) {
  useDocumentTitle(POLICY_CHECKER_TITLE);
  const catalog = useAfterLoadWatch(() => import('../../lib/replica/watch-catalog').then((m) => m.watchCatalog), null);
  return (
    <div className="flex flex-col gap-8">
      <LandingHero title={title} />
      <LandingTabs />
      <BrowseTabs catalog={catalog} />
    </div>
  );
}

/** /policy-checker: the landing again, with the sidebar, titled as the sidebar names it. */
export function PolicyCheckerPage() {
  return <HomePage title={POLICY_CHECKER_TITLE} />;
}
