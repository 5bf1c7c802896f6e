import { endpoints, type CreatedListQuery } from '@toolshub/shared';
import { queryKeys } from '../../../lib/query-keys';
import { useCursorPages } from '../../../hooks/use-cursor-pages';

// GET /api/inquiries?sort=&limit=&after=   (admin) the help banner's requests, one page at a time;
// X-Total-Count carries how many there are in all
export function useInquiries(query: CreatedListQuery) {
  return useCursorPages('listInquiries', queryKeys.inquiries.list(), endpoints.listInquiries.path(query));
}
