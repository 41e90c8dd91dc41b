import { CheckCheck } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import type { Notification } from '../../../domain/schemas/notifications';
import { Button } from '../../components/ui/button';
import { LoadMore } from '../../components/ui/load-more';
import { LoadFailed, PageSkeleton } from '../../components/page-gate';
import { useMarkRead, useNotifications } from '../../features/notifications/api';
import { EmptyState } from '../../components/empty-state';
import { cn } from '../../lib/utils';
import { dayTimeFormat } from '../../lib/dates';
import { m } from '../../../i18n/paraglide/messages.js';

function NotificationItem({ item }: { item: Notification }) {
  const [, navigate] = useLocation();
  const markRead = useMarkRead();
  return (
    <li>
      <Link
        href={item.link}
        onClick={(event) => {
          // Marked read on the way to the page that acts on it.
          event.preventDefault();
          if (!item.read) markRead.mutate({ ids: [item.id] });
          navigate(item.link);
        }}
        className={cn(
          'flex gap-3 rounded-lg border p-4 hover:bg-accent/60',
          item.read ? 'bg-card' : 'border-primary/40 bg-accent/40',
        )}
        data-testid="notification"
      >
        <span
          className={cn(
            'mt-1.5 size-2.5 shrink-0 rounded-full',
            item.read ? 'bg-transparent' : 'bg-primary',
          )}
          aria-hidden
        />
        <span className="grid min-w-0 gap-1">
          <span className="font-semibold">
            {item.title}
            {item.read ? null : <span className="sr-only">{m.nt_unread()}</span>}
          </span>
          <span className="text-sm text-muted-foreground">{item.body}</span>
          <time className="text-xs text-muted-foreground" dateTime={item.createdAt}>
            {dayTimeFormat.format(new Date(item.createdAt))}
          </time>
        </span>
      </Link>
    </li>
  );
}

export default function NotificationsPage() {
  const list = useNotifications();
  const markRead = useMarkRead();
  if (list.isError) return <LoadFailed />;
  if (list.isPending) return <PageSkeleton />;
  const items = list.data.pages.flatMap((page) => page.items);
  const anyUnread = items.some((item) => !item.read);
  return (
    <main id="main" className="mx-auto w-full max-w-3xl px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight">{m.nt_title()}</h1>
          <p className="text-muted-foreground">
            {m.nt_lead()}{' '}
            <Link href="/settings" className="font-medium text-primary underline">
              {m.nt_settings()}
            </Link>
          </p>
        </div>
        {anyUnread ? (
          <Button
            variant="outline"
            onClick={() => markRead.mutate({ all: true })}
            disabled={markRead.isPending}
          >
            <CheckCheck aria-hidden />
            {m.nt_mark_all()}
          </Button>
        ) : null}
      </div>
      {items.length === 0 ? (
        <div className="mt-6">
          <EmptyState title={m.nt_empty_title()} text={m.nt_empty_text()} />
        </div>
      ) : (
        <ul className="mt-6 grid gap-3" aria-label={m.nt_title()}>
          {items.map((item) => (
            <NotificationItem key={item.id} item={item} />
          ))}
        </ul>
      )}
      <div className="mt-6 flex justify-center">
        <LoadMore list={list} />
      </div>
    </main>
  );
}
