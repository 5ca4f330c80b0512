// The plan's choices: a category (and its product where the category has products), platforms as
// checkboxes, and markets as removable chips added from one grouped list — countries and regions first,
// then the states and provinces the category's rules name, by country. Every change rewrites the address.
import { X } from 'lucide-react';
import { useId, useMemo } from 'react';
import { campaignMarkets, campaignProducts, MAX_PLAN_MARKETS, MAX_PLAN_PLATFORMS, type CampaignPlan, type MarketOption } from '../../../../core/campaign-check';
import { PRODUCT_LABELS } from '../../../../core/products';
import type { PolicyLibrary } from '../../../../core/publisher-policy';
import { LabelledSelect } from '../../components/ui/labelled-select';

export const ALL_PRODUCTS = 'The whole category';

export function CampaignPlanForm({ library, plan, onChange }: { library: PolicyLibrary; plan: CampaignPlan; onChange(plan: CampaignPlan): void }) {
  const ids = useId();
  const categories = useMemo(() => [...library.categories].sort((a, b) => a.id - b.id), [library.categories]);
  const platforms = useMemo(() => [...library.platforms].sort((a, b) => a.id - b.id), [library.platforms]);
  const products = useMemo(() => campaignProducts(library, plan.category), [library, plan.category]);
  const markets = useMemo(() => campaignMarkets(library, plan.category), [library, plan.category]);
  const set = (over: Partial<CampaignPlan>) => onChange({ ...plan, ...over });

  const setCategory = (category: string) => {
    // Keep the markets the new category still offers, and the product only if it still has it.
    const offered = new Set(campaignMarkets(library, category).map((m) => m.code));
    const product = plan.product && campaignProducts(library, category).includes(plan.product) ? plan.product : null;
    set({ category, product, markets: plan.markets.filter((m) => offered.has(m)) });
  };
  const togglePlatform = (identifier: string, on: boolean) => {
    const chosen = on ? [...plan.platforms, identifier] : plan.platforms.filter((p) => p !== identifier);
    // The address keeps the library's order, so the same plan always has the same link.
    set({ platforms: platforms.map((p) => p.identifier).filter((p) => chosen.includes(p)) });
  };

  return (
    <form aria-label="Campaign plan" onSubmit={(e) => e.preventDefault()} className="grid gap-4 rounded-lg border bg-card p-4 shadow-sm lg:grid-cols-2">
      <div className="flex flex-col gap-4">
        <LabelledSelect
          id={`${ids}-category`}
          label="Category"
          placeholder="Select category"
          value={plan.category}
          onChange={setCategory}
          options={categories.map((c) => [c.slug, c.name] as const)}
        />
        {products.length > 0 ? (
          <LabelledSelect
            id={`${ids}-product`}
            label="Product"
            placeholder={ALL_PRODUCTS}
            placeholderSelectable
            value={plan.product ?? ''}
            onChange={(value) => set({ product: products.find((p) => p === value) ?? null })}
            options={products.map((p) => [p, PRODUCT_LABELS[p]] as const)}
          />
        ) : null}
        <fieldset className="min-w-0">
          <legend className="mb-1 text-sm font-semibold">Platforms</legend>
          <div className="grid grid-cols-2 gap-x-4 sm:grid-cols-3">
            {platforms.map((p) => {
              const checked = plan.platforms.includes(p.identifier);
              return (
                <label key={p.id} className="flex items-center gap-2 rounded px-1 py-1.5 text-sm hover:bg-muted has-disabled:opacity-60">
                  <input
                    type="checkbox"
                    checked={checked}
                    disabled={!checked && plan.platforms.length >= MAX_PLAN_PLATFORMS}
                    onChange={(e) => togglePlatform(p.identifier, e.target.checked)}
                    className="size-4 shrink-0 accent-primary"
                  />
                  {p.name}
                </label>
              );
            })}
          </div>
        </fieldset>
      </div>
      <MarketPicker markets={markets} chosen={plan.markets} onChange={(chosen) => set({ markets: chosen })} />
    </form>
  );
}

function MarketPicker({ markets, chosen, onChange }: { markets: MarketOption[]; chosen: string[]; onChange(markets: string[]): void }) {
  const id = useId();
  const byCode = new Map(markets.map((m) => [m.code, m]));
  const countries = markets.filter((m) => !m.country);
  const regions = markets.filter((m) => m.country);
  const regionGroups = [...new Set(regions.map((r) => r.country!))].map((country) => ({ country, items: regions.filter((r) => r.country === country) }));
  const full = chosen.length >= MAX_PLAN_MARKETS;
  const label = (m: MarketOption) => `${m.name} (${m.code})`;
  const open = (list: MarketOption[]) => list.filter((m) => !chosen.includes(m.code));

  return (
    <fieldset className="flex min-w-0 flex-col gap-2">
      <legend className="mb-1 text-sm font-semibold">Markets</legend>
      {chosen.length ? (
        <ul aria-label="Chosen markets" className="flex flex-wrap gap-2">
          {chosen.map((code) => (
            <li key={code} className="inline-flex items-center gap-1 rounded-full border bg-muted py-0.5 pr-1 pl-3 text-sm">
              {byCode.get(code)?.name ?? code}
              <button
                type="button"
                onClick={() => onChange(chosen.filter((c) => c !== code))}
                aria-label={`Remove ${byCode.get(code)?.name ?? code}`}
                className="inline-flex size-7 items-center justify-center rounded-full hover:bg-card"
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">No market chosen yet.</p>
      )}
      <label htmlFor={id} className="text-sm font-medium">
        Add a market
      </label>
      <p id={`${id}-hint`} className="-mt-1 text-xs text-muted-foreground">
        Up to {MAX_PLAN_MARKETS}. States and provinces are listed where the category’s rules differ inside a country.
      </p>
      <select
        id={id}
        aria-describedby={`${id}-hint`}
        value=""
        disabled={full}
        onChange={(e) => e.target.value && onChange([...chosen, e.target.value])}
        className="h-10 w-full rounded-md border border-input bg-card px-3 text-sm"
      >
        <option value="">{full ? `${MAX_PLAN_MARKETS} chosen: remove one to add another` : 'Choose a market to add'}</option>
        <optgroup label="Countries and regions">
          {open(countries).map((m) => (
            <option key={m.code} value={m.code}>
              {label(m)}
            </option>
          ))}
        </optgroup>
        {regionGroups.map((g) => (
          <optgroup key={g.country} label={`States and provinces · ${byCode.get(g.country)?.name ?? g.country}`}>
            {open(g.items).map((m) => (
              <option key={m.code} value={m.code}>
                {label(m)}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
    </fieldset>
  );
}
