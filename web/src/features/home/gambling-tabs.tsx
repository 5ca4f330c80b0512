// 'Select gambling subcategory:' (spec 001 §4): one tab per product, each with the states where it may
// advertise on Google and where it may not, counted from the data's regional rules (core/gambling-tabs.ts).
// No tab is chosen at first (the spec's default subcategory is not shown). The chosen tab also decides the
// subcategory terms at the top of the documentation panel (spec: "decides which terms text shows").
import { useId } from 'react';
import { GAMBLING_TABS, productStates } from '../../../../core/gambling-tabs';
import type { Product } from '../../../../core/products';
import type { PolicyWithRefs } from '../../../../core/contract';
import { checkerStatusLabel } from '../../../../core/status';
import { Badge } from '../../components/ui/badge';
import { cn } from '../../lib/cn';

const statesLabel = (n: number) => `${n} ${n === 1 ? 'state' : 'states'}`;

export function GamblingTabs({ policies, chosen, onChoose }: { policies: PolicyWithRefs[]; chosen: Product | null; onChoose(product: Product): void }) {
  const id = useId();
  const labelId = `${id}-label`;
  return (
    <section aria-labelledby={labelId} className="flex flex-col gap-3 border-t pt-4">
      <p id={labelId} className="text-sm font-semibold">Select gambling subcategory:</p>
      <div role="tablist" aria-labelledby={labelId} className="flex flex-wrap gap-2">
        {GAMBLING_TABS.map((tab) => (
          <button
            key={tab.product}
            type="button"
            role="tab"
            id={`${id}-${tab.product}`}
            aria-selected={chosen === tab.product}
            aria-controls={`${id}-panel`}
            onClick={() => onChoose(tab.product)}
            className={cn(
              'rounded-md border px-3 py-1.5 text-sm font-medium',
              chosen === tab.product ? 'border-primary bg-primary text-primary-foreground' : 'bg-card hover:bg-muted',
            )}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {chosen ? <ProductPanel id={`${id}-panel`} labelledBy={`${id}-${chosen}`} policies={policies} product={chosen} /> : null}
    </section>
  );
}

/** The documentation panel's terms for the chosen subcategory: where it may be advertised, from the data. */
export function SubcategoryTerms({ policies, product }: { policies: PolicyWithRefs[]; product: Product }) {
  const { available, notAvailable } = productStates(policies, product);
  const label = GAMBLING_TABS.find((t) => t.product === product)!.label;
  return (
    <article aria-label={`${label} terms`} className="rounded-md border bg-card p-4 text-sm">
      <h4 className="font-semibold">{label} terms</h4>
      {available.length + notAvailable.length === 0 ? (
        <p className="mt-1">The data lists no state rules for this subcategory; state law decides where it is licensed.</p>
      ) : (
        <>
          <p className="mt-1">
            May be advertised in {statesLabel(available.length)}{available.length ? `: ${available.map((r) => r.name).join(', ')}` : ''}.
          </p>
          {notAvailable.length ? <p className="mt-1">Not in {statesLabel(notAvailable.length)}: {notAvailable.map((r) => r.name).join(', ')}.</p> : null}
        </>
      )}
    </article>
  );
}

function ProductPanel({ id, labelledBy, policies, product }: { id: string; labelledBy: string; policies: PolicyWithRefs[]; product: Product }) {
  const { available, notAvailable } = productStates(policies, product);
  const fallback = checkerStatusLabel(policies[0]!.status);
  return (
    <div role="tabpanel" id={id} aria-labelledby={labelledBy} className="flex flex-col gap-3 rounded-md border bg-muted/40 p-4 text-sm">
      {available.length + notAvailable.length === 0 ? (
        <p>The data lists no state rules for this subcategory; the policy's own answer applies ({fallback}), and state law decides where it is licensed.</p>
      ) : (
        <>
          <p className="flex flex-wrap gap-2">
            <Badge variant="limited">Available in {statesLabel(available.length)}</Badge>
            {notAvailable.length ? <Badge variant="prohibited">Not available in {statesLabel(notAvailable.length)}</Badge> : null}
          </p>
          {available.length ? <StateList title="Available in" rules={available} /> : null}
          {notAvailable.length ? <StateList title="Not available in" rules={notAvailable} /> : null}
          <p className="text-xs text-muted-foreground">
            The data names no other state for this subcategory: elsewhere the policy's general answer ({fallback}) holds only where the state licenses it.
          </p>
        </>
      )}
    </div>
  );
}

function StateList({ title, rules }: { title: string; rules: PolicyWithRefs['regionalRules'] }) {
  return (
    <details>
      <summary className="cursor-pointer font-medium">
        {title}: {rules.map((r) => r.name).join(', ')}
      </summary>
      <ul className="mt-2 flex flex-col gap-1.5 pl-4">
        {rules.map((r) => (
          <li key={r.code}>
            <span className="font-medium">{r.name}</span> ({checkerStatusLabel(r.status)}{r.minAge ? `, ${r.minAge}+` : ''}): {r.note}
          </li>
        ))}
      </ul>
    </details>
  );
}
