import { describe, expect, it } from 'vitest';
import { resolveCallerIdentity, type ProfileBasics } from '../domain/caller-identity';

const caller = { uid: 'u1', email: 'ann@example.com' };
const load = (profile: ProfileBasics | null) => () => Promise.resolve(profile);

describe('resolveCallerIdentity', () => {
  it("takes the name and photo from the stored profile, whatever the token's claims say", async () => {
    const tokenLike = { ...caller, name: 'Famous Person', picture: 'javascript:alert(1)' };
    expect(await resolveCallerIdentity(tokenLike, load({ displayName: 'Profile Ann', photoURL: '/p.png' }))).toEqual({
      name: 'Profile Ann',
      email: 'ann@example.com',
      photoURL: '/p.png',
    });
  });

  it('has no name when the profile has a blank one (the caller picks what to show)', async () => {
    expect(await resolveCallerIdentity(caller, load({ displayName: '  ', photoURL: '' }))).toEqual({
      name: null,
      email: 'ann@example.com',
      photoURL: '',
    });
  });

  it('copes with no profile document', async () => {
    expect(await resolveCallerIdentity(caller, load(null))).toEqual({
      name: null,
      email: 'ann@example.com',
      photoURL: '',
    });
  });
});
