// The shared frame of the Terms and Privacy pages: a readable column of short sections, and the contact
// line with the deployment's support address (app config), which is all either page needs from the server.
import type { ReactNode } from 'react';
import { PageHeader } from '../../components/layout/page-header';
import { Card } from '../../components/ui/card';
import { useAppConfig } from '../../lib/app-config';

export function LegalPage({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  return (
    <div>
      <PageHeader title={title} description={description} />
      <Card className="max-w-3xl p-5 sm:p-8">
        <div className="flex flex-col gap-7 text-sm leading-relaxed sm:text-base [&_li]:ml-5 [&_li]:list-disc [&_ul]:mt-2 [&_ul]:flex [&_ul]:flex-col [&_ul]:gap-2">
          {children}
        </div>
      </Card>
    </div>
  );
}

export function LegalSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-2">
      <h2 className="text-lg font-semibold text-foreground">{title}</h2>
      {children}
    </section>
  );
}

/** A storage name, for readers who want to find it in their browser's developer tools. */
export const Tech = ({ children }: { children: ReactNode }) => <code className="rounded bg-muted px-1 py-0.5 text-xs">{children}</code>;

/** "Write to {support address}", or a plain note when the address could not be loaded (offline first visit). */
export function SupportContact({ lead }: { lead: string }) {
  const { supportEmail } = useAppConfig();
  return (
    <p>
      {lead}{' '}
      {supportEmail ? (
        <a href={`mailto:${supportEmail}`} className="font-medium break-all text-primary underline underline-offset-4">
          {supportEmail}
        </a>
      ) : (
        <span>our support address, which could not be loaded just now. Reload the page when you are online to see it.</span>
      )}
    </p>
  );
}
