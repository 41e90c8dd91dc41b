import { useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { said } from '../../lib/said';

/** Spec section 9: one toast visible, removed 1,000,000 ms after it closes. */
export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY = 1_000_000;

export type ToastVariant = 'default' | 'destructive';

export interface ToastData {
  id: string;
  title?: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export type ToastInput = Omit<ToastData, 'id' | 'open' | 'onOpenChange'>;

type Action =
  | { type: 'ADD'; toast: ToastData }
  | { type: 'UPDATE'; toast: Partial<ToastData> & { id: string } }
  | { type: 'DISMISS'; id?: string }
  | { type: 'REMOVE'; id?: string };

interface State {
  toasts: ToastData[];
}

let count = 0;
function genId(): string {
  count = (count + 1) % Number.MAX_SAFE_INTEGER;
  return String(count);
}

const removeTimeouts = new Map<string, ReturnType<typeof setTimeout>>();

function scheduleRemoval(id: string): void {
  if (removeTimeouts.has(id)) return;
  const timeout = setTimeout(() => {
    removeTimeouts.delete(id);
    dispatch({ type: 'REMOVE', id });
  }, TOAST_REMOVE_DELAY);
  removeTimeouts.set(id, timeout);
}

export function reducer(state: State, action: Action): State {
  switch (action.type) {
    case 'ADD':
      // A new toast replaces the previous one: at most TOAST_LIMIT are kept.
      return { toasts: [action.toast, ...state.toasts].slice(0, TOAST_LIMIT) };
    case 'UPDATE':
      return {
        toasts: state.toasts.map((t) => (t.id === action.toast.id ? { ...t, ...action.toast } : t)),
      };
    case 'DISMISS': {
      const { id } = action;
      for (const t of state.toasts) if (id === undefined || t.id === id) scheduleRemoval(t.id);
      return {
        toasts: state.toasts.map((t) =>
          id === undefined || t.id === id ? { ...t, open: false } : t,
        ),
      };
    }
    case 'REMOVE':
      return {
        toasts: action.id === undefined ? [] : state.toasts.filter((t) => t.id !== action.id),
      };
  }
}

const listeners: ((state: State) => void)[] = [];
let memoryState: State = { toasts: [] };

function dispatch(action: Action): void {
  memoryState = reducer(memoryState, action);
  if (action.type === 'ADD') everShown = true;
  for (const listener of listeners) listener(memoryState);
}

export function toast(input: ToastInput) {
  const id = genId();
  const update = (next: Partial<ToastInput>) =>
    dispatch({ type: 'UPDATE', toast: { ...next, id } });
  const dismiss = () => dispatch({ type: 'DISMISS', id });
  dispatch({
    type: 'ADD',
    toast: {
      ...input,
      // In this build's language where the words have a translation (issue 50).
      title: said(input.title),
      description: said(input.description),
      id,
      open: true,
      onOpenChange: (open) => {
        if (!open) dismiss();
      },
    },
  });
  return { id, dismiss, update };
}

export function useToast() {
  const [state, setState] = useState<State>(memoryState);
  useEffect(() => {
    listeners.push(setState);
    return () => {
      const index = listeners.indexOf(setState);
      if (index > -1) listeners.splice(index, 1);
    };
  }, []);
  return {
    ...state,
    toast,
    dismiss: (id?: string) => dispatch({ type: 'DISMISS', ...(id ? { id } : {}) }),
  };
}

let everShown = false;

function subscribe(onChange: () => void): () => void {
  const listener = () => onChange();
  listeners.push(listener);
  return () => {
    const index = listeners.indexOf(listener);
    if (index > -1) listeners.splice(index, 1);
  };
}

/** True once any toast has been shown: the toast viewport's code loads only from then on. */
export function useHasToasts(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => everShown,
    () => false,
  );
}
