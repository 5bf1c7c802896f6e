import { endpoints } from '@toolshub/shared';
import { callApi } from '../../../lib/api-client';

// GET /api/admin/{email}: the rights as the server sees them now. When they differ from the ID
// token's claim, the server says so in a header and the api-client refreshes the token.
export function getAdminStatus(email: string) {
  return callApi('getAdminStatus', { path: endpoints.getAdminStatus.path(email) });
}
