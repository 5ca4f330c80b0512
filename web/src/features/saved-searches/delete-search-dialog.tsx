import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { Trash2 } from 'lucide-react';
import { Button, buttonVariants } from '../../components/ui/button';

/** The delete button of one saved search and its confirmation (spec 000 §2). */
export function DeleteSearchDialog({ searchName, onConfirm }: { searchName: string; onConfirm(): void }) {
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger asChild>
        <Button variant="ghost" size="sm" className="text-destructive hover:bg-red-50" aria-label={`Delete ${searchName}`}>
          <Trash2 aria-hidden="true" />
          <span aria-hidden="true">Delete</span>
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-lg border bg-card p-6 shadow-xl">
          <AlertDialog.Title className="text-lg font-semibold">Are you sure?</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-muted-foreground">
            This will permanently delete this saved search. This action cannot be undone.
          </AlertDialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className={buttonVariants({ variant: 'outline' })}>Cancel</AlertDialog.Cancel>
            <AlertDialog.Action className={buttonVariants({ variant: 'destructive' })} onClick={onConfirm}>
              Delete
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
