/** Signs up an account in the Auth emulator and returns its uid and a fresh ID token. */
export async function emulatorAccount(
  emulatorUrl: string,
  email: string,
): Promise<{ uid: string; idToken: string }> {
  const response = await fetch(
    `${emulatorUrl}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'bench-secret', returnSecureToken: true }),
    },
  );
  if (!response.ok) throw new Error(`emulator sign-up failed: ${await response.text()}`);
  const body = (await response.json()) as { localId: string; idToken: string };
  return { uid: body.localId, idToken: body.idToken };
}
