import { useEffect, useId, useRef, useState, type ReactNode } from 'react';

/** The spec's timings: a tooltip opens after 700 ms; after one closes, the next opens within 300 ms. */
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

/** When any tooltip last closed: the next one opens at once within the skip delay. */
let lastClosedAt = 0;

/**
 * A button with a short hint, shown on hover (after the delay), on keyboard focus (at once) and
 * on a tap (phones have no hover). The button keeps its own name and is described by the hint (`aria-describedby`), which screen readers announce
 * whether or not it is showing; Escape hides it, and it stays while the pointer is over it
 * (WCAG 1.4.13). Small on purpose: Radix's Tooltip (with its positioning engine) cost about 16 KB
 * on Browse Providers, where each card has one.
 */
export function TooltipButton({
  content,
  className,
  children,
}: {
  content: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const show = (delay: number) => {
    clearTimeout(timer.current);
    if (delay === 0 || Date.now() - lastClosedAt < TOOLTIP_SKIP_DELAY_MS) setOpen(true);
    else timer.current = setTimeout(() => setOpen(true), delay);
  };
  const hide = () => {
    clearTimeout(timer.current);
    setOpen((was) => {
      if (was) lastClosedAt = Date.now();
      return false;
    });
  };

  return (
    <span
      className="relative inline-flex"
      onPointerEnter={(event) => event.pointerType === 'mouse' && show(TOOLTIP_DELAY_MS)}
      onPointerLeave={hide}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          hide();
        }
      }}
    >
      <button
        type="button"
        className={className}
        aria-describedby={id}
        onFocus={(event) => {
          // Keyboard focus shows the hint; a click's focus leaves it to the click.
          if (event.target.matches(':focus-visible')) show(0);
        }}
        onBlur={hide}
        onClick={() => (open ? hide() : show(0))}
      >
        {children}
      </button>
      <span
        id={id}
        role="tooltip"
        hidden={!open}
        className="absolute bottom-full right-0 z-50 mb-2 w-max max-w-64 rounded-md bg-foreground px-3 py-1.5 text-xs text-background shadow-md"
      >
        {content}
      </span>
    </span>
  );
}
