import { BellRing } from 'lucide-react';
import { memo } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { formatCalendarDate } from '../../lib/format-date';
import { useAfterLoadWatch } from '../../lib/use-after-load-watch';
import { cn } from '../../lib/cn';
import { isNavItemActive, SIDEBAR_NAV, type NavItem } from './nav-items';

// Memoised: the nav renders again on every navigation (its current link moves); its twenty icons never change.
const NavIcon = memo(function NavIcon({ icon }: { icon: NavItem['icon'] }) {
  if (typeof icon === 'string') {
    return (
      <span
        aria-hidden="true"
        className="flex size-5 items-center justify-center rounded bg-slate-200 text-[0.65rem] font-bold text-slate-700 group-aria-[current=page]:bg-primary group-aria-[current=page]:text-primary-foreground"
      >
        {icon}
      </span>
    );
  }
  const Icon = icon;
  return <Icon aria-hidden="true" className="size-5 text-slate-500 group-aria-[current=page]:text-primary" />;
});

/** The sidebar's content: grouped links (current one marked aria-current="page") and the update alert. */
export function SidebarNav({ onNavigate }: { onNavigate?: () => void }) {
  const { pathname } = useLocation();
  return (
    <div className="flex flex-col gap-6 px-3 py-4">
      <nav aria-label="Main" className="flex flex-col gap-5">
        {SIDEBAR_NAV.map((group) => (
          <div key={group.heading}>
            <h2 className="px-3 pb-1.5 text-xs font-semibold tracking-wider text-slate-500 uppercase">{group.heading}</h2>
            <ul className="flex flex-col gap-0.5">
              {group.items.map((item) => {
                const active = isNavItemActive(item, pathname);
                return (
                  <li key={item.to}>
                    <Link
                      to={item.to}
                      aria-current={active ? 'page' : undefined}
                      onClick={onNavigate}
                      className={cn(
                        'group flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium text-slate-700 transition-colors hover:bg-muted hover:text-foreground',
                        active && 'bg-accent text-accent-foreground hover:bg-accent hover:text-accent-foreground',
                      )}
                    >
                      <NavIcon icon={item.icon} />
                      {item.label}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </div>
        ))}
      </nav>
      <PolicyUpdateAlert onNavigate={onNavigate} />
    </div>
  );
}

/** The sidebar's alert: the dataset's newest update, once the replica can say (spec 000: links to /updates). */
function PolicyUpdateAlert({ onNavigate }: { onNavigate?: () => void }) {
  const latest = useAfterLoadWatch(() => import('../../lib/replica/latest-update').then((m) => m.watchLatestUpdate), null);
  return (
    <section aria-labelledby="policy-update-alert" className="rounded-lg border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950">
      <h2 id="policy-update-alert" className="flex items-center gap-2 font-semibold">
        <BellRing aria-hidden="true" className="size-4 text-limited" />
        Policy Update Alert
      </h2>
      {latest ? (
        <p className="mt-2 leading-relaxed">
          <span className="font-medium">{latest.platformName}</span>: {latest.summary}{' '}
          <span className="whitespace-nowrap text-amber-900">({formatCalendarDate(latest.updateDate)})</span>
        </p>
      ) : (
        <p className="mt-2 leading-relaxed">Platforms change their ad policies often. See what changed recently, and where.</p>
      )}
      <Link
        to="/updates"
        onClick={onNavigate}
        className="mt-3 inline-block font-semibold text-amber-900 underline underline-offset-4 hover:text-amber-700"
      >
        See Recent Updates
      </Link>
    </section>
  );
}
