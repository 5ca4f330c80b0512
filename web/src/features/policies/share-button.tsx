// Share a policy: the device's share sheet where there is one (phones), else the link is copied.
import { Share2 } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/use-toast';

export function ShareButton({ title, url }: { title: string; url: string }) {
  const share = async () => {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
      } catch {
        // Closed by the user: nothing to say.
      }
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: 'Link copied', description: 'The link to this policy is on your clipboard.' });
    } catch {
      toast({ variant: 'destructive', title: 'Could not copy the link', description: url });
    }
  };
  return (
    <Button variant="outline" size="sm" onClick={() => void share()}>
      <Share2 aria-hidden="true" />
      Share
    </Button>
  );
}
