// The home screen (/). Until the checkers issue builds the landing (hero, checker tabs) around it, it is
// the browse part. It is in the first screen's bundle and never waits for the replica: the names and ids
// of the browse entries follow once the replica answers, after the page has loaded (watch-catalog.ts).
import { PageHeader } from '../../components/layout/page-header';
import { useAfterLoadWatch } from '../../lib/use-after-load-watch';
import { BrowseTabs } from './browse-tabs';

export function HomePage() {
  const catalog = useAfterLoadWatch(() => import('../../lib/replica/watch-catalog').then((m) => m.watchCatalog), null);
  return (
    <div>
      <PageHeader
        title="Browse Advertising Policies"
        description="Look up the advertising policies of Google, Meta, Microsoft, X and publishers by category, platform and market."
      />
      <BrowseTabs catalog={catalog} />
    </div>
  );
}
