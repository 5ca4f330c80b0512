// The platform page's tabs (All Policies, Limited, Prohibited, Allowed) as a WAI-ARIA tablist: one tab in
// the Tab order, arrow keys / Home / End move and select, and the selected tab lives in the URL (`?tab=`),
// so a reload or a shared link opens the same tab.
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Tabs } from '../../components/ui/tabs';
import { PLATFORM_TABS, tabFromParam, type PlatformTab } from './platform-policies';

/** The selected tab from `?tab=` and a setter that writes it back (All Policies leaves the URL clean). */
export function usePlatformTab(): [PlatformTab, (tab: PlatformTab) => void] {
  const [params, setParams] = useSearchParams();
  const selected = tabFromParam(params.get('tab'));
  const select = (tab: PlatformTab) => {
    const next = new URLSearchParams(params);
    if (tab === 'all') next.delete('tab');
    else next.set('tab', tab);
    // Switching tabs replaces the entry: Back leaves the page rather than stepping through tabs.
    setParams(next, { replace: true });
  };
  return [selected, select];
}

export function PlatformTabs({ counts, children }: { counts: Record<PlatformTab, number>; children: (tab: PlatformTab) => ReactNode }) {
  const [selected, select] = usePlatformTab();
  const items = PLATFORM_TABS.map(({ value, label }) => ({
    key: value,
    label: (
      <>
        {label}{' '}
        <span className="rounded-full bg-muted px-1.5 text-xs tabular-nums text-muted-foreground">{counts[value]}</span>
      </>
    ),
  }));
  return (
    <Tabs<PlatformTab> label="Policies by status" items={items} selected={selected} onSelect={select}>
      {children(selected)}
    </Tabs>
  );
}
