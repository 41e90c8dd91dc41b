import { MessageCircle } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '../../components/ui/button';
import { useUnreadByRequest } from './api';
import { m } from '../../../i18n/paraglide/messages.js';

/**
 * On a dashboard's request card: the request's unread messages, linking to the conversation;
 * or, with `label`, a way in when nothing is unread ("Ask a question").
 */
export function RequestMessagesLink({
  requestId,
  href,
  label,
}: {
  requestId: string;
  href: string;
  label?: string;
}) {
  const unread = useUnreadByRequest().get(requestId) ?? 0;
  if (unread === 0 && !label) return null;
  return (
    <Button
      asChild
      variant={unread > 0 ? 'default' : 'outline'}
      size="sm"
      className="h-11 justify-self-start"
    >
      <Link href={`${href}#messages`} data-testid="request-messages-link">
        <MessageCircle aria-hidden />
        {unread > 0 ? (unread === 1 ? m.unread_one : m.unread_many)({ count: unread }) : label}
      </Link>
    </Button>
  );
}
