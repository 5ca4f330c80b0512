// The saved searches screen: read from the replica (so it works offline), pending changes marked, each
// search runnable and deletable. Saving and deleting go through the outbox (lib/replica). Under a search,
// "N changed since you last looked" lists its results that changed since it was last run here (ADR 212).
import { CloudOff, Play, Plus } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import type { PolicyWithRefs } from '../../../../core/contract';
import { PageHeader } from '../../components/layout/page-header';
import { Badge } from '../../components/ui/badge';
import { buttonVariants } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { toast } from '../../components/ui/use-toast';
import { formatLocalDate } from '../../lib/format-date';
import type { LocalSavedSearch } from '../../lib/replica/replica-db';
import { ensureReplicaSync } from '../../lib/replica/replica-sync';
import { filterLabels, filtersToTags, searchHref, type TagCatalog } from '../../lib/search-tags';
import { ChangeAlert } from '../../components/policy/change-alert';
import { markSearchSeen } from '../../lib/change-alerts/mark-seen';
import { useSavedSearchChanges } from '../../lib/change-alerts/use-saved-search-changes';
import { useFilterCatalog, useSavedSearchList } from './db';
import { DeleteSearchDialog } from './delete-search-dialog';

export function SavedSearchesPage() {
  const list = useSavedSearchList();
  const changes = useSavedSearchChanges(list.status === 'ready' ? list.data : null);
  const catalog = useFilterCatalog();
  useEffect(ensureReplicaSync, []);
  return (
    <div>
      <PageHeader
        title="Saved Searches"
        description="Run a search you saved again, or remove it. Saved searches work offline."
        actions={
          <Link to="/search" className={buttonVariants()}>
            <Plus aria-hidden="true" />
            New Search
          </Link>
        }
      />
      {list.status === 'loading' ? (
        <div className="flex flex-col gap-3" aria-busy="true">
          <span className="sr-only">Loading saved searches…</span>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} data-testid="saved-search-skeleton" className="h-28" />
          ))}
        </div>
      ) : list.status === 'error' ? (
        <Card className="p-6 text-center">
          <h2 className="text-lg font-semibold">Saved searches are not available on this device</h2>
          <p className="mt-2 text-sm text-muted-foreground">{list.message}</p>
        </Card>
      ) : list.data.length === 0 ? (
        <Card className="flex flex-col items-center gap-3 p-8 text-center">
          <h2 className="text-lg font-semibold">No saved searches</h2>
          <p className="max-w-prose text-sm text-muted-foreground">
            Save a search from the search screen to come back to it in one tap, online or offline.
          </p>
          <Link to="/search" className={buttonVariants({ variant: 'outline' })}>
            Create a New Search
          </Link>
        </Card>
      ) : (
        <ul className="flex flex-col gap-3" aria-label="Saved searches">
          {list.data.map((search) => (
            <li key={search.clientId}>
              <SavedSearchItem search={search} catalog={catalog} changes={changes.get(search.clientId) ?? NO_CHANGES} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

const NO_CHANGES: PolicyWithRefs[] = [];

function SavedSearchItem({ search, catalog, changes }: { search: LocalSavedSearch; catalog: TagCatalog | null; changes: PolicyWithRefs[] }) {
  const tags = filtersToTags(search.filters);
  const labels = filterLabels(search.filters, catalog);
  const headingId = `saved-search-${search.clientId}`;
  return (
    <Card className="flex flex-col gap-3 p-4 sm:p-5">
      <article aria-labelledby={headingId} className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex min-w-0 flex-col gap-2">
          <div className="flex flex-wrap items-center gap-2">
            <h2 id={headingId} className="text-base font-semibold break-words">
              {search.name}
            </h2>
            {search.syncState === 'pending-create' ? (
              <Badge variant="limited" title="Saved on this device; it is sent to the server when you are back online.">
                <CloudOff aria-hidden="true" />
                Pending sync
              </Badge>
            ) : null}
          </div>
          <p className="text-sm">
            <span className="text-muted-foreground">Query: </span>
            <span className="font-medium break-words">{search.query}</span>
          </p>
          {tags.length > 0 ? (
            <ul className="flex flex-wrap gap-1.5" aria-label="Filters">
              {labels.map((label, i) => (
                <li key={tags[i]}>
                  <Badge variant="secondary">{label}</Badge>
                </li>
              ))}
            </ul>
          ) : null}
          <p className="text-xs text-muted-foreground">
            Saved on <time dateTime={search.dateCreated}>{formatLocalDate(search.dateCreated)}</time>
          </p>
        </div>
        <div className="flex shrink-0 items-center gap-2">
          <Link to={searchHref(search.query, tags)} onClick={() => void markSearchSeen(search.clientId)} className={buttonVariants({ size: 'sm' })}>
            <Play aria-hidden="true" />
            Run Search
          </Link>
          <DeleteSearchDialog searchName={search.name} onConfirm={() => void remove(search.clientId)} />
        </div>
      </article>
      <ChangeAlert changes={changes} onMarkSeen={() => void markSearchSeen(search.clientId)} />
    </Card>
  );
}

async function remove(clientId: string): Promise<void> {
  try {
    const { deleteSavedSearch } = await import('../../lib/replica/saved-search-commands');
    const outcome = await deleteSavedSearch(clientId);
    if (outcome.status === 'rejected') {
      toast({ variant: 'destructive', title: 'Error deleting search', description: outcome.error.message || 'An unknown error occurred' });
    } else if (outcome.status === 'done') {
      toast({ title: 'Search deleted', description: 'The saved search has been successfully deleted.' });
    } else {
      toast({ title: 'Search deleted', description: 'Deleted on this device; the server will be updated when you are back online.' });
    }
  } catch (error) {
    toast({
      variant: 'destructive',
      title: 'Error deleting search',
      description: error instanceof Error && error.message ? error.message : 'An unknown error occurred',
    });
  }
}
