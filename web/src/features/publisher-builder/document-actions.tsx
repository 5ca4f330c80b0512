// Copy, Download and Print for the document on show: Copy puts its text on the clipboard ('Copied!'),
// Download saves it as a plain text file, Print prints it alone on A4 (the `.print-area` stylesheet).
import { Copy, Download, Printer } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/use-toast';
import { downloadText } from '../../lib/download-text';
import type { BuilderDocument } from './builder-documents';
import { copiedToast } from './builder-messages';

export function DocumentActions({ document }: { document: BuilderDocument }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(document.text);
      toast(copiedToast(document.label));
    } catch {
      toast({ variant: 'destructive', title: 'Could not copy', description: 'This browser did not allow copying. Use Download instead.' });
    }
  };
  return (
    <div className="flex flex-wrap gap-2 print:hidden">
      <Button variant="outline" size="sm" onClick={() => void copy()}>
        <Copy aria-hidden="true" />
        Copy
      </Button>
      <Button variant="outline" size="sm" onClick={() => downloadText(document.fileName, document.text)}>
        <Download aria-hidden="true" />
        Download
      </Button>
      <Button variant="outline" size="sm" onClick={() => window.print()}>
        <Printer aria-hidden="true" />
        Print
      </Button>
    </div>
  );
}
