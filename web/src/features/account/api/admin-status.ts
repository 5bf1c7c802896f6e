import { apiRequest } from '../../../lib/api-client';

// GET /api/admin/{email}: the claim as the server sees it now. When it differs from the ID token,
// the server says so in a header and the api-client refreshes the token.
export function getAdminStatus(email: string): Promise<{ admin: boolean }> {
  return apiRequest<{ admin: boolean }>(`/admin/${encodeURIComponent(email)}`);
}
