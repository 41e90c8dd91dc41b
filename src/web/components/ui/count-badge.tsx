/** The small red count on a header icon (messages, notifications): nothing at zero. */
export function CountBadge({ count, testId }: { count: number; testId: string }) {
  if (count <= 0) return null;
  return (
    <span
      className="absolute right-1 top-1 flex min-w-5 items-center justify-center rounded-full bg-destructive px-1 text-[11px] font-semibold leading-5 text-destructive-foreground"
      data-testid={testId}
      aria-hidden
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}
