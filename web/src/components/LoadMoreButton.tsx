import Button from '@mui/material/Button';

/** 'Load more' under a paged list, while the API says there is a next page. */
export function LoadMoreButton({
  list,
}: {
  list: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown };
}) {
  if (!list.hasNextPage) return null;
  return (
    <Button sx={{ mt: 2 }} onClick={() => void list.fetchNextPage()} disabled={list.isFetchingNextPage}>
      Load more
    </Button>
  );
}
