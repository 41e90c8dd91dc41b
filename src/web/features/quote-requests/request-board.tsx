import type { ReactNode } from 'react';
import type { QuoteRequest } from '../../../domain/schemas/quote-requests';
import { Skeleton } from '../../components/ui/skeleton';
import { LoadMore } from '../../components/ui/load-more';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import type { useQuoteRequests } from './api';
import { EmptyState } from '../../components/empty-state';
import { LoadError } from '../../components/load-error';
import { m } from '../../../i18n/paraglide/messages.js';

interface Tab<T extends string> {
  value: T;
  label: string;
}

/**
 * The tabs and the list of request cards both dashboards show: skeletons while loading, the
 * empty state for a tab with nothing in it, and 'Load more' while pages remain.
 */
export function RequestBoard<T extends string>({
  tabs,
  tab,
  onTabChange,
  list,
  show,
  empty,
  renderCard,
}: {
  tabs: readonly Tab<T>[];
  tab: T;
  onTabChange: (tab: T) => void;
  list: ReturnType<typeof useQuoteRequests>;
  /** Which loaded requests the tab shows; all of them when the server already filtered. */
  show?: (request: QuoteRequest) => boolean;
  empty: string;
  renderCard: (request: QuoteRequest) => ReactNode;
}) {
  const loaded = list.data?.pages.flatMap((page) => page.items) ?? [];
  const shown = show ? loaded.filter(show) : loaded;
  return (
    <>
      <Tabs value={tab} onValueChange={(value) => onTabChange(value as T)} className="mt-8">
        <TabsList
          aria-label={m.board_filter()}
          className={`grid w-full sm:inline-flex sm:w-auto ${tabs.length === 4 ? 'grid-cols-4' : 'grid-cols-3'}`}
        >
          {tabs.map((t) => (
            <TabsTrigger
              key={t.value}
              value={t.value}
              className="whitespace-normal px-1.5 py-1 text-center text-xs leading-tight sm:px-3 sm:text-sm"
            >
              {t.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {/* One panel per tab (the tabs' aria-controls point at them); only the chosen one is filled. */}
        {tabs.map((t) =>
          t.value === tab ? (
            <TabsContent key={t.value} value={t.value} forceMount>
              <div aria-busy={list.isPending} className="mt-4 grid gap-4">
                {list.isError && !list.isFetching && shown.length === 0 ? (
                  <LoadError text={m.board_failed()} onRetry={() => void list.refetch()} />
                ) : list.isPending || (list.isError && list.isFetching) ? (
                  <>
                    <Skeleton className="h-40 w-full" />
                    <Skeleton className="h-40 w-full" />
                  </>
                ) : shown.length === 0 ? (
                  <EmptyState title={m.board_none()} text={empty} />
                ) : (
                  shown.map(renderCard)
                )}
                <LoadMore list={list} />
              </div>
            </TabsContent>
          ) : (
            <TabsContent key={t.value} value={t.value} forceMount hidden />
          ),
        )}
      </Tabs>
    </>
  );
}
