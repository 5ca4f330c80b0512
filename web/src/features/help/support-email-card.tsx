import { Mail } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { useAppConfig } from '../../lib/app-config';

/** The deployment's support address (config supportEmail), or a plain note when it could not be loaded. */
export function SupportEmailCard({ heading, text }: { heading: string; text: string }) {
  const { supportEmail } = useAppConfig();
  return (
    <Card className="max-w-xl">
      <CardHeader>
        <CardTitle>{heading}</CardTitle>
        <CardDescription>{text}</CardDescription>
      </CardHeader>
      <CardContent>
        {supportEmail ? (
          <a
            href={`mailto:${supportEmail}`}
            className="inline-flex items-center gap-2 font-medium break-all text-primary underline-offset-4 hover:underline"
          >
            <Mail aria-hidden="true" className="size-4 shrink-0" />
            {supportEmail}
          </a>
        ) : (
          <p className="text-sm text-muted-foreground">The support address could not be loaded. Please try again when you are online.</p>
        )}
      </CardContent>
    </Card>
  );
}
