/**
 * lib/firebase as a component test sees it (`vi.mock('…/lib/firebase', () => import('…/testing/signed-out-firebase'))`):
 * the Auth SDK has read its stored user and there is none, so the API client sends no token.
 */
export const firebaseAuth = () => ({ currentUser: null, authStateReady: () => Promise.resolve() });
