// The layout of / and /publisher-policy-builder (spec 000 §2): a simple header and footer, no sidebar.
import { LayoutDashboard } from 'lucide-react';
import { Link, Outlet } from 'react-router-dom';
import { cn } from '../../lib/cn';
import { buttonVariants } from '../ui/button';
import { BrandLink } from './brand-link';
import { SiteFooter } from './site-footer';
import { SkipLink } from './skip-link';

export function SimpleLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <header className="border-b bg-card">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3 sm:px-6">
          <BrandLink />
          {/* On a phone the two links share a row under the product name. */}
          <nav aria-label="Main" className="flex w-full items-center gap-2 sm:w-auto">
            <Link to="/contact" className={cn(buttonVariants({ variant: 'outline', size: 'sm' }), 'flex-1 text-sm sm:flex-none')}>
              Contact
            </Link>
            <Link to="/dashboard" className={cn(buttonVariants({ variant: 'default', size: 'sm' }), 'flex-1 text-sm sm:flex-none')}>
              <LayoutDashboard aria-hidden="true" />
              Advanced Dashboard
            </Link>
          </nav>
        </div>
      </header>
      <main id="main-content" tabIndex={-1} className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 outline-none sm:px-6 sm:py-10">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
