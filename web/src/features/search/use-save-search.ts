import { useCallback, useState } from 'react';
import type { PolicyFilters } from '../../../../core/contract';
import { toast } from '../../components/ui/use-toast';

const NAME_LIMIT = 200;

/** The default name of a saved search (spec 000 §9), kept within the server's 200 characters. */
export function defaultSearchName(query: string): string {
  const name = `Search for '${query}'`;
  return name.length <= NAME_LIMIT ? name : `Search for '${query.slice(0, NAME_LIMIT - 15)}…'`;
}

export function errorMessage(error: unknown): string {
  // A validation error (zod): its issues read better than its JSON message.
  const issues = (error as { issues?: { message: string }[] } | null)?.issues;
  if (Array.isArray(issues) && issues.length > 0) return issues.map((i) => i.message).join(' ');
  return error instanceof Error && error.message ? error.message : 'An unknown error occurred';
}

/** Save Search: refuses an empty query, stores the search locally (offline too) and says how it went. */
export function useSaveSearch() {
  const [saving, setSaving] = useState(false);
  const save = useCallback(async (rawQuery: string, filters: PolicyFilters) => {
    const query = rawQuery.trim();
    if (!query) {
      toast({ variant: 'destructive', title: 'Cannot save empty search', description: 'Please enter a search query first.' });
      return;
    }
    setSaving(true);
    try {
      // Loaded on first save: it brings the input schema (zod), which the first paint does not need.
      const { saveSearch } = await import('../../lib/replica/saved-search-commands');
      const outcome = await saveSearch({ name: defaultSearchName(query), query, filters });
      if (outcome.status === 'rejected') {
        toast({ variant: 'destructive', title: 'Failed to save search', description: errorMessage(outcome.error) });
      } else {
        toast({
          title: 'Search saved',
          description:
            outcome.status === 'done'
              ? `"${query}" is in your Saved Searches.`
              : `"${query}" is saved on this device and will sync when you are back online.`,
        });
      }
    } catch (error) {
      toast({ variant: 'destructive', title: 'Failed to save search', description: errorMessage(error) });
    } finally {
      setSaving(false);
    }
  }, []);
  return { save, saving };
}
