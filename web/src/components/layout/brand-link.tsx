import { ShieldCheck } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useAppConfig } from '../../lib/app-config';

/** The product name (config companyName) linking home. */
export function BrandLink() {
  const { companyName } = useAppConfig();
  return (
    <Link to="/" className="flex min-w-0 items-center gap-2 rounded-md font-semibold text-foreground">
      <ShieldCheck aria-hidden="true" className="size-6 shrink-0 text-primary" />
      <span className="truncate text-base sm:text-lg">{companyName}</span>
    </Link>
  );
}
