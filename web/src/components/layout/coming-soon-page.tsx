import { PageHeader } from './page-header';

/** A route whose screen is not built yet: its real title and an honest line, no sample data. */
export function ComingSoonPage({ title }: { title: string }) {
  return (
    <div>
      <PageHeader title={title} />
      <p className="text-muted-foreground">This screen is coming soon.</p>
    </div>
  );
}
