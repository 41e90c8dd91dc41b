import { MessageCircle } from 'lucide-react';
import { CountBadge } from '../../components/ui/count-badge';
import { OnDemand, type OpensOnDemand } from '../../components/ui/on-demand';
import { splitComponent } from '../../lib/split-component';
import { useUnreadMessages } from './api';
import { m } from '../../../i18n/paraglide/messages.js';

const threadsMenu = splitComponent<OpensOnDemand>(() => import('./unread-threads-menu'));

/**
 * The header's messages: the unread total on its button, and each conversation waiting, to open
 * it, in a menu downloaded when first wanted.
 */
export function MessagesMenu() {
  const { data } = useUnreadMessages();
  const total = data?.total ?? 0;
  const label = total === 0 ? m.msgs_label() : m.msgs_unread({ count: total });
  return (
    <OnDemand
      split={threadsMenu}
      props={{}}
      trigger={
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
      }
    />
  );
}
