import { splitComponent } from '../../lib/split-component';
import type { ConfirmDialogProps } from './confirm-dialog-props';
import { OnDemand, type OpensOnDemand } from './on-demand';

export type { ConfirmDialogProps };

const radixDialog = splitComponent<Omit<ConfirmDialogProps, 'trigger'> & OpensOnDemand>(
  () => import('./confirm-dialog-radix'),
);

/**
 * A confirmation for an action that cannot be undone: its button, and the dialog (Radix
 * AlertDialog, ./confirm-dialog-radix.tsx) downloaded when someone reaches for the button.
 */
export function ConfirmDialog({ trigger, ...props }: ConfirmDialogProps) {
  return <OnDemand split={radixDialog} trigger={trigger} props={props} open={props.open} />;
}
