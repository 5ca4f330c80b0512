import { RotateCw } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useRouteError } from 'react-router-dom';
import { PageHeader } from '../components/layout/page-header';
import { Button, buttonVariants } from '../components/ui/button';

/** Shown when a screen fails to render; the details go to the console, never to the page. */
export function RouteErrorPage() {
  const error = useRouteError();
  useEffect(() => console.error(error), [error]);
  return (
    <div role="alert" className="max-w-xl p-4">
      <PageHeader title="Something went wrong" description="This screen could not be shown. Reloading usually helps." />
      <div className="flex flex-wrap gap-3">
        <Button onClick={() => window.location.reload()}>
          <RotateCw aria-hidden="true" />
          Reload
        </Button>
        <Link to="/" className={buttonVariants({ variant: 'outline' })}>
          Go to Home
        </Link>
      </div>
    </div>
  );
}
