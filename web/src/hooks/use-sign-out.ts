import { useQueryClient } from '@tanstack/react-query';
import { signOut } from 'firebase/auth';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useAuth } from 'reactfire';
import { paths } from '../config/paths';
import { setSigningOut } from '../lib/session';

/** Signs out, forgets every cached server answer, and goes home. */
export function useSignOut() {
  const auth = useAuth();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    setSigningOut(true);
    try {
      await signOut(auth);
      queryClient.clear();
      await navigate(paths.home, { replace: true });
    } finally {
      setSigningOut(false);
    }
  }, [auth, navigate, queryClient]);
}
