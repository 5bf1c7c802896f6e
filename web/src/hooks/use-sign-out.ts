import { useQueryClient } from '@tanstack/react-query';
import { signOut } from 'firebase/auth';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../config/paths';
import { firebaseAuth } from '../lib/firebase';

/** Signs out, forgets every cached server answer, and goes home. */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    await signOut(firebaseAuth());
    queryClient.clear();
    void navigate(paths.home, { replace: true });
  }, [navigate, queryClient]);
}
