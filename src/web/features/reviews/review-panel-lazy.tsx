import { lazy, Suspense, type ComponentProps } from 'react';
import type { ReviewPanel as Panel } from './review-panel';

const Loaded = lazy(() =>
  import('./review-panel').then((panel) => ({ default: panel.ReviewPanel })),
);

/**
 * A finished job's reviews (./review-panel.tsx), loaded when a card shows one: most cards on a
 * dashboard are of jobs not finished, and a dashboard's first view stays under its 150 KiB.
 */
export function ReviewPanel(props: ComponentProps<typeof Panel>) {
  return (
    <Suspense fallback={null}>
      <Loaded {...props} />
    </Suspense>
  );
}
