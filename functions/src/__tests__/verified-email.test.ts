import { describe, expect, it, vi } from 'vitest';
import { NOT_VERIFIED_MESSAGE, requireVerifiedEmail } from '../domain/verified-email';
import { ApiError } from '../errors';

describe('requireVerifiedEmail', () => {
  it('passes a token that says verified without reading the account', async () => {
    const lookup = vi.fn(async () => false);
    await expect(requireVerifiedEmail({ uid: 'u1', emailVerified: true }, lookup)).resolves.toEqual({
      verified: true,
      tokenIsStale: false,
    });
    expect(lookup).not.toHaveBeenCalled();
  });

  it('asks the account when the token says unverified, and calls the token stale when the account is verified', async () => {
    const lookup = vi.fn(async () => true);
    await expect(requireVerifiedEmail({ uid: 'u2', emailVerified: false }, lookup)).resolves.toEqual({
      verified: true,
      tokenIsStale: true,
    });
    expect(lookup).toHaveBeenCalledWith('u2');
  });

  it('refuses an unverified account with 403 email-not-verified', async () => {
    const refusal = await requireVerifiedEmail({ uid: 'u3', emailVerified: false }, async () => false).catch(
      (err: unknown) => err,
    );
    expect(refusal).toBeInstanceOf(ApiError);
    expect(refusal).toMatchObject({ code: 'email-not-verified', status: 403, message: NOT_VERIFIED_MESSAGE });
  });
});
