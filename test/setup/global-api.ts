import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import pg from 'pg';
import { openPglite, openPostgres } from '../../src/server/db/client';
import { migrate } from '../../src/server/migrate';
import { startAuthEmulator, type RunningEmulator } from '../../scripts/lib/emulator';

/** The API suites' emulator; TEST_EMULATOR_PORT moves it (hub and logging follow) so runs can overlap. */
const BASE_PORT = Number(process.env['TEST_EMULATOR_PORT'] ?? 9399);
export const TEST_EMULATOR_PORTS = {
  auth: BASE_PORT,
  hub: BASE_PORT - 4990,
  logging: BASE_PORT - 4890,
};
export const TEMPLATE_DB = 'homeservices_test_template';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshot: string;
    emulatorHost: string;
    postgresTemplateUrl: string | null;
  }
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/**
 * Once per run: the Auth emulator, a migrated PGlite snapshot every test file loads (creating
 * PGlite and migrating takes seconds), and with TEST_DATABASE_URL a migrated template database.
 */
export default async function setup(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'homeservices-api-'));
  const emulatorPromise: Promise<RunningEmulator> = startAuthEmulator({
    projectId: 'demo-homeservices',
    ports: TEST_EMULATOR_PORTS,
    dir: path.join(dir, 'emulator'),
    persist: false,
  });

  const database = await openPglite({});
  await migrate(database);
  const client = (database.db as unknown as { $client: { dumpDataDir(c: 'none'): Promise<Blob> } })
    .$client;
  const snapshot = await client.dumpDataDir('none');
  const snapshotPath = path.join(dir, 'snapshot.tar');
  fs.writeFileSync(snapshotPath, Buffer.from(await snapshot.arrayBuffer()));
  await database.close();

  let templateUrl: string | null = null;
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${TEMPLATE_DB} with (force)`);
    await admin.query(`create database ${TEMPLATE_DB}`);
    await admin.end();
    templateUrl = withDatabase(adminUrl, TEMPLATE_DB);
    const template = openPostgres(templateUrl, { poolSize: 1 });
    await migrate(template);
    await template.close();
  }

  const emulator = await emulatorPromise;
  project.provide('pgliteSnapshot', snapshotPath);
  project.provide('emulatorHost', `127.0.0.1:${TEST_EMULATOR_PORTS.auth}`);
  project.provide('postgresTemplateUrl', templateUrl);

  return async () => {
    await emulator.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  };
}
