import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../config/paths';
import { setSigningOut } from '../lib/session';

/** Signs out, forgets every cached server answer, and goes home. */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    setSigningOut(true);
    try {
      const { signOutOfFirebase } = await import('../lib/firebase');
      await signOutOfFirebase();
      queryClient.clear();
      await navigate(paths.home, { replace: true });
    } finally {
      setSigningOut(false);
    }
  }, [navigate, queryClient]);
}
