import { TriangleAlert } from 'lucide-react';
import { Component, type ReactNode } from 'react';
import { Button } from './ui/button';
import { Card } from './ui/card';
import { Skeleton } from './ui/skeleton';

/** A whole page's one message, centred in a card: an icon, a title, a line and what to do. */
export function Gate({
  icon,
  title,
  text,
  action,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  action: ReactNode;
}) {
  return (
    <main id="main" className="flex flex-1 items-start justify-center px-4 py-12">
      <Card className="flex w-full max-w-md flex-col items-center gap-3 p-8 text-center">
        <span className="flex size-14 items-center justify-center rounded-full bg-accent text-accent-foreground">
          {icon}
        </span>
        <h1 className="text-xl font-semibold">{title}</h1>
        <p className="text-sm text-muted-foreground">{text}</p>
        <div className="mt-2">{action}</div>
      </Card>
    </main>
  );
}

export function PageSkeleton() {
  return (
    <main id="main" className="mx-auto w-full max-w-3xl space-y-4 px-4 py-10" aria-busy="true">
      <Skeleton className="h-8 w-1/2" />
      <Skeleton className="h-40 w-full" />
      <Skeleton className="h-40 w-full" />
    </main>
  );
}

/** What could not be loaded (the person's account, or a page's code), and a reload to try again. */
export function LoadFailed({
  text = 'We could not load your account. Check your connection and try again.',
}: {
  text?: string;
}) {
  return (
    <Gate
      icon={<TriangleAlert className="size-7" aria-hidden />}
      title="Something went wrong"
      text={text}
      action={<Button onClick={() => window.location.reload()}>Try again</Button>}
    />
  );
}

/**
 * A page whose code could not be downloaded (a dropped connection): says so, with the way to try
 * again, instead of a blank screen. A warning, not an error: without signal it is expected.
 */
export class LoadBoundary extends Component<
  { children: ReactNode; text?: string },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.warn('Could not load the page', error);
  }

  override render() {
    return this.state.failed ? <LoadFailed text={this.props.text} /> : this.props.children;
  }
}
