import { describe, expect, it } from 'vitest';
import { reducer, TOAST_LIMIT, TOAST_REMOVE_DELAY, type ToastData } from './use-toast';

const make = (id: string): ToastData => ({ id, title: id, open: true, onOpenChange: () => {} });

describe('toast store', () => {
  it("keeps the spec's constants", () => {
    expect(TOAST_LIMIT).toBe(1);
    expect(TOAST_REMOVE_DELAY).toBe(1_000_000);
  });

  it('shows at most one toast: a new one replaces the previous', () => {
    let state = reducer({ toasts: [] }, { type: 'ADD', toast: make('a') });
    state = reducer(state, { type: 'ADD', toast: make('b') });
    expect(state.toasts.map((t) => t.id)).toEqual(['b']);
  });

  it('updates, dismisses (closing, not removing) and removes', () => {
    let state = reducer({ toasts: [] }, { type: 'ADD', toast: make('a') });
    state = reducer(state, { type: 'UPDATE', toast: { id: 'a', title: 'changed' } });
    expect(state.toasts[0]?.title).toBe('changed');
    state = reducer(state, { type: 'DISMISS', id: 'a' });
    expect(state.toasts[0]?.open).toBe(false);
    state = reducer(state, { type: 'REMOVE', id: 'a' });
    expect(state.toasts).toEqual([]);
  });
});
