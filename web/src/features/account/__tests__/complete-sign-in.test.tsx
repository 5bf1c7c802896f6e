import { act, renderHook } from '@testing-library/react';
import type { User } from 'firebase/auth';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { SnackbarProvider } from '../../../components/SnackbarProvider';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';

vi.mock('../api/put-current-user', () => ({ putCurrentUser: () => Promise.resolve() }));

function wrapper({ children }: { children: ReactNode }) {
  return (
    <SnackbarProvider>
      <MemoryRouter initialEntries={['/register']}>{children}</MemoryRouter>
    </SnackbarProvider>
  );
}

describe('completing a sign-in', () => {
  it('leaves the page only once what it asks for afterwards has been answered (a full page load would cancel it)', async () => {
    const { result } = renderHook(() => ({ complete: useCompleteSignIn(), path: useLocation().pathname }), {
      wrapper,
    });
    let answer: () => void = () => undefined;
    const mailAsked = vi.fn(() => new Promise<void>((resolve) => (answer = resolve)));

    let completed: Promise<void> = Promise.resolve();
    await act(async () => {
      completed = result.current.complete({ uid: 'u1' } as User, mailAsked);
      await Promise.resolve();
    });
    expect(mailAsked).toHaveBeenCalledTimes(1);
    expect(result.current.path).toBe('/register');

    await act(async () => {
      answer();
      await completed;
    });
    expect(result.current.path).toBe('/');
  });
});
