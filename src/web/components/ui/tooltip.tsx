import { Tooltip as Tip } from 'radix-ui';
import type { ReactNode } from 'react';

/** The spec's timings: a tooltip opens after 700 ms; after one closes, the next opens within 300 ms. */
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

export function TooltipProvider({ children }: { children: ReactNode }) {
  return (
    <Tip.Provider delayDuration={TOOLTIP_DELAY_MS} skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}>
      {children}
    </Tip.Provider>
  );
}

/** A short hint on hover and on keyboard focus (Radix Tooltip); the trigger keeps its own name. */
export function Tooltip({ content, children }: { content: ReactNode; children: ReactNode }) {
  return (
    <Tip.Root>
      <Tip.Trigger asChild>{children}</Tip.Trigger>
      <Tip.Portal>
        <Tip.Content
          sideOffset={6}
          className="z-50 max-w-64 rounded-md bg-foreground px-3 py-1.5 text-xs text-background shadow-md"
        >
          {content}
          <Tip.Arrow className="fill-foreground" />
        </Tip.Content>
      </Tip.Portal>
    </Tip.Root>
  );
}
