import { lazy, type ComponentType } from 'react';

export type ComponentModule = Promise<{ default: ComponentType }>;

export interface SplitComponent {
  /** Downloads the component's chunk once (again after a failed download). */
  load: () => ComponentModule;
  /**
   * The component to render: itself once its code has arrived (it renders at once), before that
   * a lazy one that suspends until it has. A caller keeps the one it started with (useState), so
   * nothing remounts when the code arrives.
   */
  current: () => ComponentType;
}

/** A component in a chunk of its own, which can also be loaded ahead of its first render. */
export function splitComponent(load: () => ComponentModule): SplitComponent {
  let loaded: ComponentType | null = null;
  let pending: ComponentModule | null = null;
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
  return { load: loadOnce, current: () => loaded ?? Lazy };
}
