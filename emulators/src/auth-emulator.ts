/** What the Auth emulator's REST sign-in answers: the tokens the web SDK keeps for a session. */
export interface PasswordSession {
  uid: string;
  idToken: string;
  refreshToken: string;
  /** Seconds until the ID token expires. */
  expiresIn: number;
}

/** Signs in through the Auth emulator's REST API, as the web SDK does. */
export async function passwordSession(authHost: string, email: string, password: string): Promise<PasswordSession> {
  const res = await fetch(
    `http://${authHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  const body = (await res.json()) as {
    localId?: string;
    idToken?: string;
    refreshToken?: string;
    expiresIn?: string;
    error?: { message: string };
  };
  if (!body.idToken || !body.localId || !body.refreshToken) {
    throw new Error(`sign-in failed for ${email}: ${body.error?.message}`);
  }
  return {
    uid: body.localId,
    idToken: body.idToken,
    refreshToken: body.refreshToken,
    expiresIn: Number(body.expiresIn ?? 3600),
  };
}

/** Signs in through the Auth emulator's REST API and returns a real ID token. */
export async function signInWithPassword(authHost: string, email: string, password: string): Promise<string> {
  return (await passwordSession(authHost, email, password)).idToken;
}
