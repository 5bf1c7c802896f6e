import { endpoints, PAGE_SIZES } from '@toolshub/shared';
import { queryKeys } from '../../../lib/query-keys';
import { usePagedList } from '../../../lib/use-paged-list';

// GET /api/inquiries?limit=&after=   (admin) the help banner's requests, newest first, paged;
// X-Total-Count carries how many there are in all
export function useInquiries() {
  return usePagedList(
    queryKeys.inquiries.list(),
    'listInquiries',
    endpoints.listInquiries.path({ limit: PAGE_SIZES.inquiries }),
  );
}
