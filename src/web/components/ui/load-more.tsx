import { Button } from './button';
import { m } from '../../../i18n/paraglide/messages.js';

/** 'Load more' under a paged list: shown while pages remain, busy while one loads. */
export function LoadMore({
  list,
}: {
  list: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown };
}) {
  if (!list.hasNextPage) return null;
  return (
    <Button
      variant="outline"
      onClick={() => void list.fetchNextPage()}
      disabled={list.isFetchingNextPage}
    >
      {list.isFetchingNextPage ? m.loading() : m.load_more()}
    </Button>
  );
}
