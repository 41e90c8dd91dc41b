import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { asc, eq } from 'drizzle-orm';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { openPglite, openPostgres, pgliteDir, type Database } from '../../src/server/db/client';
import { migrate } from '../../src/server/migrate';
import { users } from '../../src/server/db/schema';
import { admins, auditLog } from '../../src/server/db/schema';
import { postgresFromTemplate } from '../helpers/app';

const run = promisify(execFile);
const TSX = path.resolve('node_modules/.bin/tsx');

/** Runs `scripts/admin.ts` as `npm run admin:grant` would: its exit code and what it printed. */
async function admin(command: 'grant' | 'revoke', email: string, env: Record<string, string>) {
  try {
    const { stdout, stderr } = await run(TSX, ['scripts/admin.ts', command, email], {
      env: { ...process.env, ...env, SEED_DEMO_DATA: 'never' },
    });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

async function addPerson(database: Database, email: string): Promise<string> {
  const [row] = await database.db
    .insert(users)
    .values({ firebaseUid: `uid-${email}`, name: 'Admin Person', email })
    .returning({ id: users.id });
  return row!.id;
}

async function grantsAndRevokes(open: () => Promise<Database>, env: Record<string, string>) {
  let database = await open();
  const userId = await addPerson(database, 'Desk.Person@example.co.za');
  await database.close();

  const granted = await admin('grant', 'desk.person@example.co.za', env);
  expect(granted, granted.output).toMatchObject({ code: 0 });
  expect(granted.output).toContain('is now an admin');
  expect((await admin('grant', 'desk.person@example.co.za', env)).output).toContain(
    'was already an admin',
  );
  const unknown = await admin('grant', 'nobody@example.co.za', env);
  expect(unknown.code).toBe(1);
  expect(unknown.output).toContain('No account uses nobody@example.co.za');

  database = await open();
  expect(await database.db.select().from(admins)).toEqual([expect.objectContaining({ userId })]);
  await database.close();

  expect((await admin('revoke', 'desk.person@example.co.za', env)).output).toContain(
    'is no longer an admin',
  );
  database = await open();
  try {
    expect(await database.db.select().from(admins)).toEqual([]);
    const trail = await database.db.select().from(auditLog).orderBy(asc(auditLog.id));
    // One row per change; the repeated grant changed nothing and left none.
    expect(trail.map((row) => [row.action, row.subjectId, row.actorId])).toEqual([
      ['admin.granted', userId, null],
      ['admin.revoked', userId, null],
    ]);
    expect(trail[0]!.actorLabel).toMatch(/^command line \(/);
    expect(trail[0]!.detail).toEqual({ email: 'Desk.Person@example.co.za' });
    const still = await database.db.select().from(users).where(eq(users.id, userId));
    expect(still).toHaveLength(1);
  } finally {
    await database.close();
  }
}

describe('npm run admin:grant / admin:revoke', () => {
  const folders: string[] = [];
  afterAll(() => {
    for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
  });
  const folder = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'admin-cli-'));
    folders.push(dir);
    return dir;
  };

  it('grants and revokes on PGlite, with an audit row each', async () => {
    const dataDir = folder();
    const open = async () => {
      const database = await openPglite({ dataDir: pgliteDir(dataDir) });
      await migrate(database);
      return database;
    };
    await grantsAndRevokes(open, { DATA_DIR: dataDir, DATABASE_URL: '' });
  }, 120_000);

  it('says clearly that the running app holds PGlite, and changes nothing', async () => {
    const dataDir = folder();
    const database = await openPglite({ dataDir: pgliteDir(dataDir) });
    try {
      await migrate(database);
      await addPerson(database, 'held@example.co.za');
      const refused = await admin('grant', 'held@example.co.za', {
        DATA_DIR: dataDir,
        DATABASE_URL: '',
      });
      expect(refused.code).toBe(1);
      expect(refused.output).toContain('The app is running and holds the embedded database');
      expect(refused.output).toContain('With PostgreSQL (DATABASE_URL)');
      expect(await database.db.select().from(admins)).toEqual([]);
    } finally {
      await database.close();
    }
  }, 60_000);

  it.runIf(Boolean(inject('postgresTemplateUrl')))(
    'grants and revokes on PostgreSQL while another connection (the app) is open',
    async () => {
      const { url, drop } = await postgresFromTemplate('admin_cli');
      const app = openPostgres(url);
      try {
        await app.ping();
        await grantsAndRevokes(async () => openPostgres(url), { DATABASE_URL: url });
      } finally {
        await app.close();
        await drop();
      }
    },
    120_000,
  );
});
