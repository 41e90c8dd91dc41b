import type { LucideIcon } from 'lucide-react';
import { Card } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';

export function StatCard({
  label,
  value,
  icon: Icon,
  hint,
}: {
  label: string;
  value: string | number | undefined;
  icon: LucideIcon;
  /** What the figure counts, in a line under it. */
  hint?: string | undefined;
}) {
  return (
    <Card className="flex items-center gap-3 p-3 sm:p-4">
      <span className="hidden size-10 shrink-0 items-center justify-center rounded-lg bg-accent text-accent-foreground sm:flex">
        <Icon className="size-5" aria-hidden />
      </span>
      <div className="min-w-0">
        <p className="text-xs leading-tight text-muted-foreground sm:text-sm">{label}</p>
        {value === undefined ? (
          <Skeleton className="mt-1 h-6 w-12" />
        ) : (
          <p className="text-xl font-bold" data-testid={`stat-${label}`}>
            {value}
          </p>
        )}
        {hint ? <p className="text-xs leading-tight text-muted-foreground">{hint}</p> : null}
      </div>
    </Card>
  );
}
