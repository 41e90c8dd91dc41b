import { AlertDialog as Dialog } from 'radix-ui';
import { cn } from '../../lib/utils';
import type { ConfirmDialogProps } from './confirm-dialog-props';
import { buttonVariants } from './button';
import type { OpensOnDemand } from './on-demand';
import { m } from '../../../i18n/paraglide/messages.js';

/**
 * The confirmation itself (Radix AlertDialog), loaded when first wanted (./alert-dialog.tsx):
 * focus moves into it, stays trapped until it closes, and returns to what opened it; Escape
 * cancels.
 */
export default function RadixConfirmDialog({
  trigger,
  defaultOpen,
  title,
  description,
  confirmLabel,
  onConfirm,
  open,
  onOpenChange,
  children,
}: Omit<ConfirmDialogProps, 'trigger'> & OpensOnDemand) {
  return (
    <Dialog.Root
      defaultOpen={defaultOpen}
      {...(open === undefined ? {} : { open })}
      {...(onOpenChange ? { onOpenChange } : {})}
    >
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content
          className={cn(
            'fixed left-1/2 top-1/2 z-50 grid w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4 rounded-xl border bg-card p-6 text-card-foreground shadow-lg',
          )}
        >
          <Dialog.Title className="text-lg font-semibold">{title}</Dialog.Title>
          <Dialog.Description className="text-sm text-muted-foreground">
            {description}
          </Dialog.Description>
          {children}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Dialog.Cancel className={buttonVariants({ variant: 'outline', className: 'h-11' })}>
              {m.form_cancel()}
            </Dialog.Cancel>
            <Dialog.Action className={buttonVariants({ className: 'h-11' })} onClick={onConfirm}>
              {confirmLabel}
            </Dialog.Action>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
