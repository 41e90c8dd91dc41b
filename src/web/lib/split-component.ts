import { lazy, type ComponentType } from 'react';

export type ComponentModule<P = object> = Promise<{ default: ComponentType<P> }>;

export interface SplitComponent<P = object> {
  /** Downloads the component's chunk once (again after a failed download). */
  load: () => ComponentModule<P>;
  /**
   * The component to render: itself once its code has arrived (it renders at once), before that
   * a lazy one that suspends until it has. A caller keeps the one it started with (useState), so
   * nothing remounts when the code arrives.
   */
  current: () => ComponentType<P>;
  /** The component once its code has arrived, else null. */
  ready: () => ComponentType<P> | null;
}

/** A component in a chunk of its own, which can also be loaded ahead of its first render. */
export function splitComponent<P = object>(load: () => ComponentModule<P>): SplitComponent<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: ComponentModule<P> | null = null;
  const loadOnce = () =>
    (pending ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        pending = null; // a failed download may succeed next time
        throw error;
      },
    ));
  const Lazy = lazy(loadOnce);
  return {
    load: loadOnce,
    current: () => loaded ?? (Lazy as ComponentType<P>),
    ready: () => loaded,
  };
}
