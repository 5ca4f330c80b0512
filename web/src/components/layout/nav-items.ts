// The sidebar's links (spec 000 §2 "Layout and navigation"), grouped under small headings; their addresses
// come from the route table's paths (lib/route-paths.ts).
import {
  Bookmark,
  ClipboardList,
  Columns3,
  FileText,
  History,
  LayoutDashboard,
  LifeBuoy,
  ListChecks,
  Lock,
  Mail,
  Megaphone,
  Search,
  Settings,
  ShieldCheck,
  Wrench,
  type LucideIcon,
} from 'lucide-react';
import { BUNDLED_PLATFORMS } from '../../lib/bundled-dataset';
import { ROUTE_PATHS as PATHS, routeTo } from '../../lib/route-paths';

export interface NavItem {
  to: string;
  label: string;
  /** An icon, or the platform's initial when it has none. */
  icon: LucideIcon | string;
  /** Other paths on which this link counts as the current page. */
  alsoActiveOn?: readonly string[];
}

export interface NavGroup {
  heading: string;
  items: readonly NavItem[];
}

export const SIDEBAR_NAV: readonly NavGroup[] = [
  {
    heading: 'Checkers',
    items: [
      { to: PATHS.policyChecker, label: 'Policy Checker', icon: ShieldCheck, alsoActiveOn: [PATHS.home] },
      { to: PATHS.campaignCheck, label: 'Campaign Check', icon: ClipboardList },
      { to: PATHS.simpleChecker, label: 'Simple Checker', icon: ListChecks },
      { to: PATHS.emergencyChecker, label: 'Fixed Simple Checker', icon: Wrench },
    ],
  },
  {
    heading: 'Policies',
    items: [
      { to: PATHS.dashboard, label: 'Dashboard', icon: LayoutDashboard },
      { to: PATHS.search, label: 'Search', icon: Search },
      { to: PATHS.compare, label: 'Compare', icon: Columns3 },
      { to: PATHS.savedSearches, label: 'Saved Searches', icon: Bookmark },
      { to: PATHS.updates, label: 'Recent Updates', icon: History },
    ],
  },
  {
    heading: 'Platforms',
    // Every platform the dataset gives a sidebar name (seed/platforms.json menuName), in its order.
    items: BUNDLED_PLATFORMS.flatMap((p) => (p.menuName ? [{ to: routeTo(PATHS.platform, { identifier: p.identifier }), label: p.menuName, icon: p.menuName[0]! }] : [])),
  },
  {
    heading: 'Publishers',
    items: [{ to: PATHS.publisherPolicyBuilder, label: 'Publisher Policy Builder', icon: Megaphone }],
  },
  {
    heading: 'Help',
    items: [
      { to: PATHS.settings, label: 'Settings', icon: Settings },
      { to: PATHS.support, label: 'Support', icon: LifeBuoy },
      { to: PATHS.terms, label: 'Terms', icon: FileText },
      { to: PATHS.privacy, label: 'Privacy', icon: Lock },
      { to: PATHS.contact, label: 'Contact', icon: Mail },
    ],
  },
];

/** A link is current on its own path, below it (/platform/google/…), or on a path it is an alias for. */
export function isNavItemActive(item: NavItem, pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === item.to || path.startsWith(`${item.to}/`)) return true;
  return item.alsoActiveOn?.includes(path) ?? false;
}
