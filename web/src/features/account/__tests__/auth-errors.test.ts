import { describe, expect, it } from 'vitest';
import { authErrorMessage } from '../api/auth-errors';

describe('authErrorMessage', () => {
  it('turns provider codes into plain words', () => {
    expect(authErrorMessage({ code: 'auth/invalid-credential' })).toBe('Wrong e-mail or password.');
    expect(authErrorMessage({ code: 'auth/email-already-in-use' })).toMatch(/already exists/);
  });

  it('explains an unreachable Google differently from e-mail sign-in', () => {
    expect(authErrorMessage({ code: 'auth/network-request-failed' }, 'google')).toMatch(/Google sign-in could not/);
    expect(authErrorMessage({ code: 'auth/network-request-failed' })).toMatch(/sign-in service could not/);
  });

  it('never shows a raw code', () => {
    expect(authErrorMessage({ code: 'auth/something-new' })).not.toMatch(/auth\//);
    expect(authErrorMessage(new Error('boom'))).toBe('Sign-in failed. Please try again.');
  });
});
