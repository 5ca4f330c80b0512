// Show/Hide Requirements and View/Hide Documentation (spec 001 "Policy result panel"): one panel open at a
// time. The checkers' result panels and the Official Policy Reference panel share them.
import { FileText, ListChecks } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../ui/button';

export type PanelName = 'requirements' | 'documentation';

/** Which panel is open; toggling the open one closes it, toggling the other switches to it. */
export function usePanels() {
  const [open, setOpen] = useState<PanelName | null>(null);
  const toggle = (panel: PanelName) => setOpen((current) => (current === panel ? null : panel));
  return { open, toggle };
}

export function PanelToggles({ open, onToggle, controls }: { open: PanelName | null; onToggle(panel: PanelName): void; controls?: string }) {
  return (
    <>
      <Button variant="outline" size="sm" aria-expanded={open === 'requirements'} aria-controls={controls} onClick={() => onToggle('requirements')}>
        <ListChecks aria-hidden="true" />
        {open === 'requirements' ? 'Hide Requirements' : 'Show Requirements'}
      </Button>
      <Button variant="outline" size="sm" aria-expanded={open === 'documentation'} aria-controls={controls} onClick={() => onToggle('documentation')}>
        <FileText aria-hidden="true" />
        {open === 'documentation' ? 'Hide Documentation' : 'View Documentation'}
      </Button>
    </>
  );
}
