import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints, type Company, type CompanyMembership } from '@toolshub/shared';
import { callApi } from '../lib/api-client';
import { queryKeys } from '../lib/query-keys';

// GET /api/company   the signed-in account's company; null for an account in no company
export function getMyCompany(signal?: AbortSignal): Promise<Company | null> {
  return callApi('getCompany', { path: endpoints.getCompany.path(), signal });
}

/**
 * The signed-in account's company (null: it belongs to none), for the screens that depend on it:
 * the drawer and account menu (which company screens to offer), the company pages and the checkout
 * (sites, spending limit, credit). `enabled: false` reads nothing (a visitor, a closed menu).
 */
export const companyQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.company.mine(), queryFn: ({ signal }) => getMyCompany(signal) });

export function useCompany({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...companyQueryOptions(), enabled });
}

/** The membership the permission table's company audiences read (null: in no company, or not known yet). */
export function membershipOf(company: Company | null | undefined): CompanyMembership | null {
  return company ? { role: company.role } : null;
}
