import { describe, expect, it } from 'vitest';
import { resolveCallerIdentity, type ProfileBasics } from '../domain/caller-identity';

const token = { uid: 'u1', email: 'ann@example.com', name: 'Ann Token', picture: 'https://x/ann.png' };

function loader(profile: ProfileBasics | null) {
  const calls: string[] = [];
  const load = (uid: string) => {
    calls.push(uid);
    return Promise.resolve(profile);
  };
  return { load, calls };
}

describe('resolveCallerIdentity', () => {
  it('uses the token alone when it has a name and a picture', async () => {
    const { load, calls } = loader({ displayName: 'Profile Ann', photoURL: '/p.png' });
    expect(await resolveCallerIdentity(token, load)).toEqual({
      name: 'Ann Token',
      email: 'ann@example.com',
      photoURL: 'https://x/ann.png',
    });
    expect(calls).toEqual([]);
  });

  it("falls back to the profile's name and photo", async () => {
    const { load, calls } = loader({ displayName: 'Profile Ann', photoURL: '/p.png' });
    expect(await resolveCallerIdentity({ ...token, name: null, picture: null }, load)).toEqual({
      name: 'Profile Ann',
      email: 'ann@example.com',
      photoURL: '/p.png',
    });
    expect(calls).toEqual(['u1']);
  });

  it('falls back to the e-mail as the name when neither has one', async () => {
    const { load } = loader({ displayName: '  ', photoURL: '' });
    expect(await resolveCallerIdentity({ ...token, name: ' ', picture: null }, load)).toEqual({
      name: 'ann@example.com',
      email: 'ann@example.com',
      photoURL: '',
    });
  });

  it('copes with no profile document', async () => {
    const { load } = loader(null);
    expect((await resolveCallerIdentity({ ...token, name: null }, load)).name).toBe('ann@example.com');
  });
});
