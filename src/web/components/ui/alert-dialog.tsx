import type { ReactElement, ReactNode } from 'react';
import { splitComponent } from '../../lib/split-component';
import { OnDemand, type OpensOnDemand, type TriggerProps } from './on-demand';

export interface ConfirmDialogProps {
  trigger: ReactElement<TriggerProps>;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}

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
