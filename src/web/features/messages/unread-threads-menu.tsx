import { useLocation } from 'wouter';
import { serviceWord } from '../../lib/service-words';
import type { OpensOnDemand } from '../../components/ui/on-demand';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu';
import { useUnreadMessages } from './api';
import { m } from '../../../i18n/paraglide/messages.js';

/** The header's messages menu itself (Radix), loaded when first wanted (./messages-menu.tsx). */
export default function UnreadThreadsMenu({ trigger, defaultOpen }: OpensOnDemand) {
  const { data } = useUnreadMessages();
  const [, navigate] = useLocation();
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-72 max-w-[calc(100vw-2rem)]">
        <DropdownMenuLabel>{m.msg_unread_heading()}</DropdownMenuLabel>
        {(data?.threads ?? []).length === 0 ? (
          <p className="px-2 pb-2 text-sm text-muted-foreground">{m.msg_unread_none()}</p>
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
                  {m.msg_service_request({ service: serviceWord(thread.serviceType) })}
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
