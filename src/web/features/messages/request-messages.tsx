import { useState } from 'react';
import { useRawSearch } from '../../lib/use-raw-search';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { useThreads } from './api';
import { MessageThread } from './thread';
import { m } from '../../../i18n/paraglide/messages.js';

/**
 * The customer's conversations about one request: a tab per provider who quoted or wrote (the
 * unread count on each), the chosen one's thread below. `?provider=` opens a given tab (the
 * links of notifications and the header).
 */
export default function RequestMessages({ requestId }: { requestId: string }) {
  const threads = useThreads(requestId);
  const asked = new URLSearchParams(useRawSearch()).get('provider');
  const [chosen, setChosen] = useState<string | null>(null);
  if (threads.isPending) return <p className="text-muted-foreground">{m.msg_loading()}</p>;
  if (threads.isError) {
    return (
      <p role="alert" className="text-muted-foreground">
        {m.msg_failed()}
      </p>
    );
  }
  const list = threads.data;
  if (list.length === 0) {
    return <p className="text-muted-foreground">{m.msg_no_threads()}</p>;
  }
  const selected =
    list.find((thread) => thread.providerId === (chosen ?? asked))?.providerId ??
    list[0]?.providerId ??
    '';
  return (
    <Tabs value={selected} onValueChange={setChosen} className="grid gap-3">
      <TabsList aria-label={m.msg_tabs()}>
        {list.map((thread) => (
          <TabsTrigger key={thread.providerId} value={thread.providerId} className="gap-2">
            {thread.providerName}
            {thread.unread > 0 ? (
              <span
                className="rounded-full bg-destructive px-1.5 text-xs font-semibold leading-5 text-destructive-foreground"
                aria-label={m.msg_unread_count({ count: thread.unread })}
              >
                {thread.unread}
              </span>
            ) : null}
          </TabsTrigger>
        ))}
      </TabsList>
      {list.map((thread) => (
        <TabsContent key={thread.providerId} value={thread.providerId}>
          {thread.providerId === selected ? (
            <MessageThread requestId={requestId} providerId={thread.providerId} />
          ) : null}
        </TabsContent>
      ))}
    </Tabs>
  );
}
