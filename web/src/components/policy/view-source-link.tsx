import { ExternalLink } from 'lucide-react';
import { buttonVariants } from '../ui/button';

/** 'View Source': the record's source in a new tab, and nothing when it has none (or the spec's '#'). */
export function ViewSourceLink({ url }: { url: string }) {
  if (!url || url === '#') return null;
  return (
    <a href={url} target="_blank" rel="noopener noreferrer" className={buttonVariants({ variant: 'outline', size: 'sm' })}>
      <ExternalLink aria-hidden="true" />
      View Source
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
