/** Signs up an account in the Auth emulator and returns its uid and a fresh ID token. */
export async function emulatorAccount(
  emulatorUrl: string,
  email: string,
): Promise<{ uid: string; idToken: string }> {
  const signUp = () =>
    fetch(`${emulatorUrl}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'bench-secret', returnSecureToken: true }),
    });
  // Once more when the socket kept from the last call was closed by the emulator meanwhile
  // (EPIPE while the market was being built): the sign-up never reached it.
  const response = await signUp().catch(signUp);
  if (!response.ok) throw new Error(`emulator sign-up failed: ${await response.text()}`);
  const body = (await response.json()) as { localId: string; idToken: string };
  return { uid: body.localId, idToken: body.idToken };
}
