import { Link } from 'react-router-dom';
import { useAppConfig } from '../../lib/app-config';

const FOOTER_LINKS = [
  { to: '/terms', label: 'Terms' },
  { to: '/privacy', label: 'Privacy' },
  { to: '/contact', label: 'Contact' },
] as const;

/** Terms, Privacy, Contact and the support address (spec 000 §2). */
export function SiteFooter() {
  const { companyName, supportEmail } = useAppConfig();
  return (
    <footer className="border-t bg-card">
      <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-5 text-sm text-muted-foreground sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <p>
          © {new Date().getFullYear()} {companyName}
        </p>
        <nav aria-label="Footer" className="flex flex-wrap items-center gap-x-5 gap-y-2">
          {FOOTER_LINKS.map((link) => (
            <Link key={link.to} to={link.to} className="rounded-sm hover:text-foreground hover:underline">
              {link.label}
            </Link>
          ))}
          {supportEmail ? (
            <a href={`mailto:${supportEmail}`} className="rounded-sm break-all hover:text-foreground hover:underline">
              {supportEmail}
            </a>
          ) : null}
        </nav>
      </div>
    </footer>
  );
}
