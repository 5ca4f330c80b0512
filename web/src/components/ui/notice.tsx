import type { ReactNode } from 'react';
import { Card } from './card';

/** A centred message in a card: an empty state, a not-found screen's body, a failure the user can act on. */
export function Notice({ title, children, action, level = 2 }: { title: string; children?: ReactNode; action?: ReactNode; level?: 1 | 2 }) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <Card className="p-6 text-center">
      <Heading className="text-lg font-semibold">{title}</Heading>
      {children ? <p className="mx-auto mt-2 max-w-prose text-sm text-muted-foreground">{children}</p> : null}
      {action ? <div className="mt-4 flex flex-wrap justify-center gap-2">{action}</div> : null}
    </Card>
  );
}
