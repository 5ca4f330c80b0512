// A policy's regional rules, one row per region, each rule of the region naming the products it is about
// (ADR 219): "Texas · Lottery couriers: Prohibited — state law…; Prediction markets: Allowed with limitations".
import { PRODUCT_LABELS, isProduct } from '../../../../core/products';
import type { RegionalRule } from '../../../../core/seed-schema';
import { StatusBadge } from './status-badge';

export interface RegionGroup {
  code: string;
  name: string;
  rules: RegionalRule[];
}

/** The rules grouped by region, regions in the order they first appear. */
export function groupByRegion(rules: readonly RegionalRule[]): RegionGroup[] {
  const groups = new Map<string, RegionGroup>();
  for (const rule of rules) {
    const group = groups.get(rule.code) ?? { code: rule.code, name: rule.name, rules: [] };
    group.rules.push(rule);
    groups.set(rule.code, group);
  }
  return [...groups.values()];
}

export function productsLabel(products: readonly string[]): string | null {
  return products.length === 0 ? null : products.map((p) => (isProduct(p) ? PRODUCT_LABELS[p] : p)).join(', ');
}

export function RegionalRuleRows({ rules, className }: { rules: readonly RegionalRule[]; className?: string }) {
  return (
    <ul aria-label="Regional rules" className={className}>
      {groupByRegion(rules).map((group) => (
        <li key={group.code} className="flex flex-col gap-2 p-3 text-sm sm:flex-row sm:items-start sm:gap-4">
          <div className="flex shrink-0 items-center gap-2 sm:w-48">
            <span className="font-medium">{group.name}</span>
            <span className="text-xs text-muted-foreground">{group.code}</span>
          </div>
          <ul className="flex min-w-0 flex-col gap-2">
            {group.rules.map((rule, i) => (
              <li key={i} className="flex flex-col gap-1">
                <span className="flex flex-wrap items-center gap-2">
                  {productsLabel(rule.products) ? <span className="font-medium text-slate-800">{productsLabel(rule.products)}:</span> : null}
                  <StatusBadge status={rule.status} />
                  {rule.minAge ? <span className="text-xs text-muted-foreground">Minimum age {rule.minAge}</span> : null}
                </span>
                <span className="text-slate-700">{rule.note}</span>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
