import crypto from 'node:crypto';
import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, inject } from 'vitest';
import { buildApp, type AppOptions } from '../../src/server/app';
import { firebaseVerifier } from '../../src/server/auth/verifier';
import { openPglite, openPostgres, type Database } from '../../src/server/db/client';
import { EMULATOR_PROJECT_ID } from '../../src/server/env';

export type DatabaseKind = 'pglite' | 'postgres';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set (`.ci/run` sets it). */
export function databaseKinds(): DatabaseKind[] {
  return inject('postgresTemplateUrl') ? ['pglite', 'postgres'] : ['pglite'];
}

/**
 * A fresh PostgreSQL database copied from the migrated template (the global setup makes it):
 * its address, and how to drop it.
 */
export async function postgresFromTemplate(prefix = 'homeservices_test') {
  return postgresDatabase(prefix, true);
}

/** A fresh, empty PostgreSQL database (nothing migrated): its address, and how to drop it. */
export async function postgresFreshDatabase(prefix = 'homeservices_empty') {
  return postgresDatabase(prefix, false);
}

async function postgresDatabase(prefix: string, fromTemplate: boolean) {
  const templateUrl = inject('postgresTemplateUrl');
  if (!templateUrl) throw new Error('No PostgreSQL template database');
  const name = `${prefix}_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new URL(templateUrl);
  admin.pathname = '/postgres';
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: admin.toString() });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(
    fromTemplate
      ? `create database ${name} template ${new URL(templateUrl).pathname.slice(1)}`
      : `create database ${name}`,
  );
  const url = new URL(templateUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => run(`drop database if exists ${name} with (force)`),
  };
}

async function openTestDatabase(
  kind: DatabaseKind,
): Promise<{ database: Database; drop: () => Promise<void> }> {
  if (kind === 'pglite') {
    const snapshot = new Blob([fs.readFileSync(inject('pgliteSnapshot'))]);
    return { database: await openPglite({ loadDataDir: snapshot }), drop: async () => {} };
  }
  const { url, drop } = await postgresFromTemplate();
  return {
    database: openPostgres(url, { poolSize: 25 }),
    drop,
  };
}

/**
 * A fresh app on a fresh database. Abuse limits are off unless asked for (`rateLimits`): the
 * suites send thousands of requests from one address on purpose.
 */
export async function createTestApp(
  kind: DatabaseKind,
  overrides: Partial<AppOptions> = {},
): Promise<TestApp> {
  const { database, drop } = await openTestDatabase(kind);
  const app = await buildApp({
    rateLimits: null,
    verifier: firebaseVerifier(EMULATOR_PROJECT_ID),
    ...overrides,
    database,
    publicConfig: {
      firebase: {
        apiKey: 'demo-api-key',
        authDomain: 'demo-homeservices.firebaseapp.com',
        projectId: EMULATOR_PROJECT_ID,
      },
      authEmulatorUrl: `http://${inject('emulatorHost')}`,
    },
  });
  await app.ready();
  // The start's rating check corrects ratings that disagree with reviews: a test that writes
  // ratings by hand must not race it.
  await app.reviewPublisher.settled();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
      await drop();
    },
  };
}

/**
 * Runs the same suite against every database kind available, each with its own fresh app.
 * `get()` returns the app of the running suite.
 */
export function describeEachDatabase(
  name: string,
  suite: (get: () => TestApp) => void,
  overrides: Partial<AppOptions> = {},
): void {
  for (const kind of databaseKinds()) {
    describe(`${name} [${kind}]`, () => {
      let testApp: TestApp | undefined;
      beforeAll(async () => {
        testApp = await createTestApp(kind, overrides);
      });
      afterAll(async () => {
        await testApp?.close();
      });
      suite(() => {
        if (!testApp) throw new Error('test app not ready');
        return testApp;
      });
    });
  }
}
