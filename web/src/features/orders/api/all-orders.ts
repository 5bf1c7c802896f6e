import { endpoints, type OrderListQuery, type OrderListFilters } from '@toolshub/shared';
import { callApiForFile, fileNameOf, saveFile } from '../../../lib/api-file';
import { queryKeys } from '../../../lib/query-keys';
import { useCursorPages } from '../../../hooks/use-cursor-pages';

// GET /api/orders?status=&payment=&from=&to=&email=&sort=&limit=   (admin) one page of All Orders,
// with X-Total-Count and the next page's link
export function useAllOrders(query: OrderListQuery) {
  return useCursorPages('listAllOrders', queryKeys.orders.list('everyone'), endpoints.listAllOrders.path(query));
}

// GET /api/exports/orders.csv?<the same filters>   (admin) through the API client: it needs the ID token
export async function exportOrders(query: OrderListFilters & Pick<OrderListQuery, 'sort'>) {
  const file = await callApiForFile('exportOrdersCsv', { path: endpoints.exportOrdersCsv.path(query) });
  const fileName = fileNameOf(file.contentDisposition, 'orders.csv');
  saveFile(file.blob, fileName);
  return fileName;
}
