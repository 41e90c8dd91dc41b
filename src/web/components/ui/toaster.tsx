import { X } from 'lucide-react';
import { Toast } from 'radix-ui';
import { cn } from '../../lib/utils';
import { useToast } from './use-toast';

/** Spec section 9: 5000 ms, swipe right past 50 px, F8 focuses the region, 420 px wide on md+. */
export const TOAST_DURATION = 5000;
export const SWIPE_THRESHOLD = 50;

export default function Toaster() {
  const { toasts } = useToast();
  return (
    <Toast.Provider
      duration={TOAST_DURATION}
      swipeDirection="right"
      swipeThreshold={SWIPE_THRESHOLD}
      label="Notification"
    >
      {toasts.map(({ id, title, description, variant, open, onOpenChange }) => (
        <Toast.Root
          key={id}
          open={open}
          onOpenChange={onOpenChange}
          className={cn(
            'group pointer-events-auto relative flex w-full items-start justify-between gap-3 overflow-hidden rounded-lg border p-4 pr-10 shadow-lg',
            'data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-transform data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)]',
            variant === 'destructive'
              ? 'border-destructive bg-destructive text-destructive-foreground'
              : 'bg-card text-card-foreground',
          )}
        >
          <div className="grid gap-1">
            {title ? <Toast.Title className="text-sm font-semibold">{title}</Toast.Title> : null}
            {description ? (
              <Toast.Description className="text-sm opacity-90">{description}</Toast.Description>
            ) : null}
          </div>
          <Toast.Close
            aria-label="Close"
            className="absolute right-1 top-1 inline-flex size-9 items-center justify-center rounded-md opacity-80 hover:opacity-100"
          >
            <X className="size-4" aria-hidden />
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport className="fixed bottom-0 right-0 z-[100] flex max-h-screen w-full flex-col p-4 outline-none md:max-w-[420px]" />
    </Toast.Provider>
  );
}
