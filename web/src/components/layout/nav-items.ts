// The sidebar's links (spec 000 §2 "Layout and navigation"), grouped under small headings.
import {
  Bookmark,
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
      { to: '/policy-checker', label: 'Policy Checker', icon: ShieldCheck, alsoActiveOn: ['/'] },
      { to: '/simple-checker', label: 'Simple Checker', icon: ListChecks },
      { to: '/emergency-checker', label: 'Fixed Simple Checker', icon: Wrench },
    ],
  },
  {
    heading: 'Policies',
    items: [
      { to: '/dashboard', label: 'Dashboard', icon: LayoutDashboard },
      { to: '/search', label: 'Search', icon: Search },
      { to: '/compare', label: 'Compare', icon: Columns3 },
      { to: '/saved-searches', label: 'Saved Searches', icon: Bookmark },
      { to: '/updates', label: 'Recent Updates', icon: History },
    ],
  },
  {
    heading: 'Platforms',
    items: [
      { to: '/platform/google', label: 'Google', icon: 'G' },
      { to: '/platform/facebook', label: 'Facebook', icon: 'F' },
      { to: '/platform/instagram', label: 'Instagram', icon: 'I' },
      { to: '/platform/microsoft', label: 'Microsoft', icon: 'M' },
      { to: '/platform/twitter', label: 'X (Twitter)', icon: 'X' },
    ],
  },
  {
    heading: 'Publishers',
    items: [{ to: '/publisher-policy-builder', label: 'Publisher Policy Builder', icon: Megaphone }],
  },
  {
    heading: 'Help',
    items: [
      { to: '/settings', label: 'Settings', icon: Settings },
      { to: '/support', label: 'Support', icon: LifeBuoy },
      { to: '/terms', label: 'Terms', icon: FileText },
      { to: '/privacy', label: 'Privacy', icon: Lock },
      { to: '/contact', label: 'Contact', icon: Mail },
    ],
  },
];

/** A link is current on its own path, below it (/platform/google/…), or on a path it is an alias for. */
export function isNavItemActive(item: NavItem, pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === item.to || path.startsWith(`${item.to}/`)) return true;
  return item.alsoActiveOn?.includes(path) ?? false;
}
