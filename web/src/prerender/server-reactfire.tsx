/**
 * reactfire as the build-time render sees it (vite.config.ts swaps it in for server builds only):
 * no Firebase, and every session hook says 'loading', which is what a browser shows until Firebase
 * Auth has read its stored session.
 */
import type { ReactNode } from 'react';

const loading = {
  status: 'loading',
  hasEmitted: false,
  isComplete: false,
  data: undefined,
  error: undefined,
  firstValuePromise: new Promise<void>(() => undefined),
} as const;

export function FirebaseAppProvider({ children }: { children: ReactNode }) {
  return children;
}

export function AuthProvider({ children }: { children: ReactNode }) {
  return children;
}

export function useSigninCheck() {
  return loading;
}

export function useUser() {
  return loading;
}
