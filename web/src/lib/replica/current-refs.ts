// Policies as the server returns them, from replica rows: with their platform and category, and with the
// jurisdictions' current names (a policy row carries them as of its own revision). No Dexie and no search
// here: the remembered first answer, inlined into index.html, uses it too.
import type { Category, Jurisdiction, Platform } from '../../../../core/contract';
import { withRefs } from '../../../../core/policy-refs';

export interface CatalogLists {
  platforms: Platform[];
  categories: Category[];
  jurisdictions: Jurisdiction[];
}

export function withCurrentRefs(policies: Parameters<typeof withRefs>[0], catalog: CatalogLists) {
  const jurisdictionById = new Map(catalog.jurisdictions.map((j) => [j.id, j]));
  const current = policies.map((p) => ({
    ...p,
    jurisdictions: p.jurisdictions.map((ref) => {
      const j = jurisdictionById.get(ref.id);
      return j ? { id: j.id, name: j.name, code: j.code } : ref;
    }),
  }));
  return withRefs(current, catalog.platforms, catalog.categories);
}
