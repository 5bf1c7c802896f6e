/** A signed-in account whose ID token is renewed before it expires (tokens last an hour; a soak may not). */
import { signInWithPassword } from '../auth-emulator';

const RENEW_AFTER_MS = 50 * 60 * 1000;

export class Session {
  private current: Promise<string>;
  private signedInAt = Date.now();

  constructor(
    readonly email: string,
    private readonly password: string,
  ) {
    this.current = this.signIn();
  }

  private signIn(): Promise<string> {
    this.signedInAt = Date.now();
    return signInWithPassword(process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '', this.email, this.password);
  }

  token(): Promise<string> {
    if (Date.now() - this.signedInAt > RENEW_AFTER_MS) this.current = this.signIn();
    return this.current;
  }
}
