import { QueryClientContext, type QueryClient } from '@tanstack/react-query';
import { use } from 'react';

/**
 * The app's query client, or undefined where there is none: a visitor's Home, Blogs and Portfolio
 * run their islands without one (TanStack Query's core stays out of their first load).
 */
export function useOptionalQueryClient(): QueryClient | undefined {
  return use(QueryClientContext);
}
