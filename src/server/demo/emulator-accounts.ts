import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { DEMO_ACCOUNTS } from './accounts';

/** Makes sure the demo accounts exist in the Auth emulator (its accounts are not kept by default). */
export async function ensureDemoAccounts(projectId: string): Promise<void> {
  const name = `seed-${projectId}`;
  const app = getApps().find((a) => a.name === name) ?? initializeApp({ projectId }, name);
  const auth = getAuth(app);
  for (const account of Object.values(DEMO_ACCOUNTS)) {
    try {
      await auth.createUser({
        uid: account.uid,
        email: account.email,
        password: account.password,
        displayName: account.name,
        emailVerified: true,
      });
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code !== 'auth/uid-already-exists' && code !== 'auth/email-already-exists') throw error;
    }
  }
}
