import { Skeleton } from '../ui/skeleton';

/** A screen's title and a few blocks, in grey: the shell's placeholder and a data screen's loading state. */
export function ScreenSkeleton({ blocks = 0 }: { blocks?: number }) {
  return (
    <div aria-busy="true">
      <div className="mb-6">
        <Skeleton className="h-8 w-3/4 max-w-80 sm:h-9" />
      </div>
      <Skeleton className="h-5 w-2/3 max-w-96" />
      {Array.from({ length: blocks }, (_, i) => (
        <Skeleton key={i} className="mt-4 h-32" />
      ))}
    </div>
  );
}
