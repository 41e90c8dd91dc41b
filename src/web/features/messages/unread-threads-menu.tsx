import { useLocation } from 'wouter';
import { SERVICE_LABELS } from '../../../domain/services';
import type { OpensOnDemand } from '../../components/ui/on-demand';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu';
import { useUnreadMessages } from './api';

/** The header's messages menu itself (Radix), loaded when first wanted (./messages-menu.tsx). */
export default function UnreadThreadsMenu({ trigger, defaultOpen }: OpensOnDemand) {
  const { data } = useUnreadMessages();
  const [, navigate] = useLocation();
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
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
