import type { Inquiry } from '@toolshub/shared';
import { usePagedList } from '../../../lib/use-paged-list';

export const inquiryKeys = {
  all: ['inquiries'] as const,
  list: () => ['inquiries', 'list'] as const,
};

export const INQUIRIES_PAGE_SIZE = 20;

// GET /api/inquiries?limit=&after=   (admin) the help banner's requests, newest first, paged;
// X-Total-Count carries how many there are in all
export function useInquiries() {
  return usePagedList<Inquiry>(inquiryKeys.list(), `/inquiries?limit=${INQUIRIES_PAGE_SIZE}`);
}
