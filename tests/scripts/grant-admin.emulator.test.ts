import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const app = getApps()[0] ?? initializeApp({ projectId: 'demo-toolshub' });

describe('npm run grant-admin -- <email>', () => {
  it('registers the account as an admin, gives it the claim and mirrors the role', async () => {
    const email = `promote-me-${Date.now()}@test.example`;
    const user = await getAuth(app).createUser({ email, password: 'secret-123' });
    const { stdout } = await run('npx', ['tsx', 'scripts/grant-admin.ts', email], { env: process.env });
    expect(stdout).toContain(`${email} is now an admin`);
    expect((await getAuth(app).getUser(user.uid)).customClaims?.admin).toBe(true);
    expect((await getFirestore(app).doc(`users/${user.uid}`).get()).get('role')).toBe('admin');
    expect((await getFirestore(app).doc(`admins/${user.uid}`).get()).exists).toBe(true);
  });

  it('refuses a missing or malformed e-mail with a usage line', async () => {
    await expect(
      run('npx', ['tsx', 'scripts/grant-admin.ts', 'not-an-email'], { env: process.env }),
    ).rejects.toMatchObject({
      stderr: expect.stringContaining('usage: npm run grant-admin -- <email>'),
    });
  });

  it('says so when the e-mail has no account', async () => {
    await expect(
      run('npx', ['tsx', 'scripts/grant-admin.ts', 'nobody-here@test.example'], { env: process.env }),
    ).rejects.toMatchObject({ stderr: expect.stringContaining('No user with e-mail nobody-here@test.example') });
  });
});
