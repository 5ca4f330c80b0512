import { House, Search } from 'lucide-react';
import { Link } from 'react-router-dom';
import { PageHeader } from '../../components/layout/page-header';
import { buttonVariants } from '../../components/ui/button';

/** Any route the route table does not know (spec 000 §2). */
export function NotFoundPage() {
  return (
    <div className="max-w-xl">
      <PageHeader title="404 Page Not Found" description="The page you're looking for doesn't exist or has been moved." />
      <div className="flex flex-wrap gap-3">
        <Link to="/" className={buttonVariants()}>
          <House aria-hidden="true" />
          Go to Home
        </Link>
        <Link to="/search" className={buttonVariants({ variant: 'outline' })}>
          <Search aria-hidden="true" />
          Search policies
        </Link>
      </div>
    </div>
  );
}
