// The search result orders and their labels. Kept apart from contract.ts (which builds zod schemas at load)
// so the web app's search screen can import them without loading zod.
export const SORT_ORDERS = ['relevance', 'recent', 'platform'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

export const SORT_LABELS: Record<SortOrder, string> = {
  relevance: 'Relevance',
  recent: 'Recently Updated',
  platform: 'Platform',
};
