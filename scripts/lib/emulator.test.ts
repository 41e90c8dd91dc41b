import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { startAuthEmulator, type RunningEmulator } from './emulator';

const PROJECT = 'demo-homeservices';
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'emulator-copies-'));
const running: RunningEmulator[] = [];
afterAll(async () => {
  await Promise.allSettled(running.map((emulator) => emulator.stop()));
  fs.rmSync(root, { recursive: true, force: true });
});

async function signUp(url: string, email: string): Promise<void> {
  const response = await fetch(
    `${url}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'secret123', returnSecureToken: true }),
    },
  );
  expect(response.status).toBe(200);
}

function exportedEmails(dir: string): string[] {
  const file = path.join(dir, 'export', 'auth_export', 'accounts.json');
  const { users } = JSON.parse(fs.readFileSync(file, 'utf8')) as { users: { email: string }[] };
  return users.map((user) => user.email).sort();
}

it('two copies on one machine (same project, other ports and data) each keep their own accounts', async () => {
  const dirs = [path.join(root, 'one'), path.join(root, 'two')];
  const [one, two] = await Promise.all(
    dirs.map((dir, index) =>
      startAuthEmulator({
        projectId: PROJECT,
        ports: { auth: 9461 + index, hub: 4461 + index, logging: 4561 + index },
        dir,
        persist: true,
      }),
    ),
  );
  if (!one || !two) throw new Error('not started');
  running.push(one, two);
  await signUp(one.url, 'one@example.co.za');
  await signUp(two.url, 'two@example.co.za');
  // The first one stops first: with one locator file it would export the second's accounts.
  await one.stop();
  await two.stop();
  expect(exportedEmails(dirs[0]!)).toEqual(['one@example.co.za']);
  expect(exportedEmails(dirs[1]!)).toEqual(['two@example.co.za']);
}, 120_000);

it('says so when the accounts could not be saved', async () => {
  const dir = path.join(root, 'unsaved');
  const emulator = await startAuthEmulator({
    projectId: PROJECT,
    ports: { auth: 9463, hub: 4463, logging: 4563 },
    dir,
    persist: true,
  });
  running.push(emulator);
  await signUp(emulator.url, 'unsaved@example.co.za');
  // A file where the export folder should go: the emulator cannot write there.
  fs.writeFileSync(path.join(dir, 'export'), 'in the way');
  await expect(emulator.stop()).rejects.toThrow(/did not save its accounts/);
}, 120_000);
