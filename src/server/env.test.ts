import { describe, expect, it } from 'vitest';
import { EnvError, readEnv } from './env';

describe('readEnv', () => {
  it('defaults to PGlite and the local Auth emulator', () => {
    const env = readEnv({});
    expect(env.port).toBe(5000);
    expect(env.databaseUrl).toBeUndefined();
    expect(env.authEmulatorHost).toBe('127.0.0.1:9099');
    expect(env.firebaseProjectId).toBe('demo-homeservices');
  });

  it('uses no emulator when a real Firebase project is configured', () => {
    const env = readEnv({ FIREBASE_API_KEY: 'key', FIREBASE_PROJECT_ID: 'my-project' });
    expect(env.authEmulatorHost).toBeUndefined();
    expect(env.firebaseWeb.authDomain).toBe('my-project.firebaseapp.com');
  });

  it('refuses production with the emulator variable set', () => {
    expect(() =>
      readEnv({
        NODE_ENV: 'production',
        FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
        FIREBASE_API_KEY: 'key',
        FIREBASE_PROJECT_ID: 'p',
      }),
    ).toThrow(EnvError);
  });

  it('says which variable is wrong', () => {
    expect(() => readEnv({ PORT: 'eighty' })).toThrow(/PORT/);
  });
});
