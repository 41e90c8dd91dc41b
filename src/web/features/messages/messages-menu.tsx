import { MessageCircle } from 'lucide-react';
import { useLocation } from 'wouter';
import { SERVICE_LABELS } from '../../../domain/services';
import { CountBadge } from '../../components/ui/count-badge';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu';
import { useUnreadMessages } from './api';

/** The header's messages: the unread total, and each conversation waiting, to open it. */
export function MessagesMenu() {
  const { data } = useUnreadMessages();
  const [, navigate] = useLocation();
  const total = data?.total ?? 0;
  const label = total === 0 ? 'Messages' : `Messages, ${total} unread`;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <button
          type="button"
          aria-label={label}
          title={label}
          data-testid="messages-menu"
          className="relative inline-flex size-11 items-center justify-center rounded-full text-muted-foreground hover:bg-accent hover:text-accent-foreground"
        >
          <MessageCircle className="size-5" aria-hidden />
          <CountBadge count={total} testId="unread-messages" />
        </button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-72 max-w-[calc(100vw-2rem)]">
        <DropdownMenuLabel>Unread messages</DropdownMenuLabel>
        {(data?.threads ?? []).length === 0 ? (
          <p className="px-2 pb-2 text-sm text-muted-foreground">
            No unread messages. Conversations are on each request&apos;s page.
          </p>
        ) : (
          data?.threads.map((thread) => (
            <DropdownMenuItem
              key={`${thread.quoteRequestId}:${thread.providerId}`}
              onSelect={() => navigate(thread.link)}
              className="flex items-start justify-between gap-2"
            >
              <span className="grid">
                <span className="font-medium">{thread.withName}</span>
                <span className="text-xs text-muted-foreground">
                  {SERVICE_LABELS[thread.serviceType]} request
                </span>
              </span>
              <span className="rounded-full bg-destructive px-1.5 text-xs font-semibold leading-5 text-destructive-foreground">
                {thread.unread}
              </span>
            </DropdownMenuItem>
          ))
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
