import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints, type ApiBody, type CompanyApplicationListQuery, type CompanyListQuery } from '@toolshub/shared';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useCursorPages } from '../../../hooks/use-cursor-pages';
import { usePagedList } from '../../../hooks/use-paged-list';

// GET /api/companies?sort=&status=&limit=   (shop admin) one page of the companies grid, with X-Total-Count
export function useCompanies(query: CompanyListQuery) {
  return useCursorPages('listCompanies', queryKeys.companies.list(query), endpoints.listCompanies.path(query));
}

// GET /api/company-applications?status=pending&limit=   (shop admin) newest first, with X-Total-Count
export function useApplications(query: CompanyApplicationListQuery) {
  return usePagedList(
    queryKeys.companies.applications(query),
    'listCompanyApplications',
    endpoints.listCompanyApplications.path(query),
  );
}

// PATCH /api/company-applications/{id}   { decision, paymentTermsDays?, creditLimit?, note? }
export const decideApplication = ({ id, ...body }: ApiBody<'decideCompanyApplication'> & { id: string }) =>
  callApi('decideCompanyApplication', { path: endpoints.decideCompanyApplication.path(id), body });

// PATCH /api/companies/{id}   { paymentTermsDays?, creditLimit?, status?, holdReason? }
export const updateCompany = ({ id, ...body }: ApiBody<'updateCompany'> & { id: string }) =>
  callApi('updateCompany', { path: endpoints.updateCompany.path(id), body });

/** A decision or an edit: the grid and the applications are read again. */
export function useCompaniesMutation<TInput, TResult>(fn: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: queryKeys.companies.all }),
  });
}
