// "Clear local data and download again" and its confirmation (the Radix alert dialog, as the saved-search
// delete does it). The dialog says what goes and, above all, what stays: saved searches, sent or not.
import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { RotateCcw } from 'lucide-react';
import { Button, buttonVariants } from '../../components/ui/button';

export function ClearDataDialog({ disabled, onConfirm }: { disabled: boolean; onConfirm(): void }) {
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger asChild>
        <Button variant="outline" disabled={disabled}>
          <RotateCcw aria-hidden="true" />
          Clear local data and download again
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-lg border bg-card p-6 shadow-xl">
          <AlertDialog.Title className="text-lg font-semibold">Clear local data?</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-muted-foreground">
            The policy library on this device and its search index will be removed and downloaded again from the server. Your
            saved searches are kept, including any not sent to the server yet.
          </AlertDialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className={buttonVariants({ variant: 'outline' })}>Cancel</AlertDialog.Cancel>
            <AlertDialog.Action className={buttonVariants({ variant: 'destructive' })} onClick={onConfirm}>
              Clear and download again
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
