import type { ReactElement, ReactNode } from 'react';
import type { TriggerProps } from './on-demand';

/** What a confirmation says and does (./alert-dialog.tsx, and the dialog it loads). */
export interface ConfirmDialogProps {
  trigger: ReactElement<TriggerProps>;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  /** A choice to make before confirming, under the description (a fieldset, say). */
  children?: ReactNode;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}
