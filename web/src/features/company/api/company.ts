import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { endpoints, type ApiBody } from '@toolshub/shared';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

// POST /api/company-applications   { companyName, taxId?, address, phone } → 201 { id }
export const applyForCompany = (body: ApiBody<'applyForCompany'>) =>
  callApi('applyForCompany', { path: endpoints.applyForCompany.path(), body });

// POST /api/company/invitations   { email, role, spendingLimit? } (company admin) → 201 { id }
export const inviteMember = (body: ApiBody<'inviteCompanyMember'>) =>
  callApi('inviteCompanyMember', { path: endpoints.inviteCompanyMember.path(), body });

// DELETE /api/company/invitations/{id}   (company admin) withdraws an open invitation
export const revokeInvitation = (id: string) =>
  callApi('revokeCompanyInvitation', { path: endpoints.revokeCompanyInvitation.path(id) });

// PATCH /api/company/members/{uid}   { role?, spendingLimit? } (company admin); 409 for the last admin
export const updateMember = ({ uid, ...body }: ApiBody<'updateCompanyMember'> & { uid: string }) =>
  callApi('updateCompanyMember', { path: endpoints.updateCompanyMember.path(uid), body });

// DELETE /api/company/members/{uid}   (company admin); 409 for the last admin
export const removeMember = (uid: string) =>
  callApi('removeCompanyMember', { path: endpoints.removeCompanyMember.path(uid) });

// PUT /api/company/locations   { locations: [{ id?, name, address, phone }] } (company admin), 1–20
export const putLocations = (body: ApiBody<'putCompanyLocations'>) =>
  callApi('putCompanyLocations', { path: endpoints.putCompanyLocations.path(), body });

// POST /api/company/invitations/{id}/accept   (the invited address, verified, in no company)
export const acceptInvitation = (id: string) =>
  callApi('acceptCompanyInvitation', { path: endpoints.acceptCompanyInvitation.path(id) });

/** A change to the caller's company: it (members, sites, invitations) is read again. */
export function useCompanyMutation<TInput, TResult>(fn: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: queryKeys.company.all }),
  });
}

// GET /api/company/invitations/{id}   the invitation as its invitee sees it (404 for anyone else)
export function useInvitation(id: string) {
  return useQuery({
    queryKey: queryKeys.company.invitation(id),
    queryFn: ({ signal }) => callApi('getCompanyInvitation', { path: endpoints.getCompanyInvitation.path(id), signal }),
  });
}
