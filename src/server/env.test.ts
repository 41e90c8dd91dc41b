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

  it('answers only this machine while the Auth emulator stands in for Firebase', () => {
    expect(() => readEnv({ HOST: '0.0.0.0' })).toThrow(/HOST=0\.0\.0\.0/);
    expect(() => readEnv({ HOST: '192.168.1.10' })).toThrow(EnvError);
    expect(readEnv({ HOST: 'localhost' }).host).toBe('localhost');
    expect(
      readEnv({ HOST: '0.0.0.0', FIREBASE_API_KEY: 'key', FIREBASE_PROJECT_ID: 'p' }).host,
    ).toBe('0.0.0.0');
  });

  it('serves metrics only with a token long enough, and sheds load after a second of lag', () => {
    expect(readEnv({}).metricsToken).toBeUndefined();
    expect(readEnv({ METRICS_TOKEN: '' }).metricsToken).toBeUndefined();
    expect(() => readEnv({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN is too short/);
    expect(readEnv({ METRICS_TOKEN: 'a-token-long-enough-1234' }).metricsToken).toBe(
      'a-token-long-enough-1234',
    );
    expect(readEnv({}).overloadEventLoopDelayMs).toBe(1000);
    expect(readEnv({ OVERLOAD_EVENT_LOOP_DELAY_MS: '0' }).overloadEventLoopDelayMs).toBe(0);
    expect(() => readEnv({ OVERLOAD_EVENT_LOOP_DELAY_MS: '-5' })).toThrow(EnvError);
  });

  it('sends email and WhatsApp only when told where, and wants all of WhatsApp or none', () => {
    const plain = readEnv({});
    expect(plain.smtpUrl).toBeUndefined();
    expect(plain.whatsapp).toBeUndefined();
    const configured = readEnv({
      SMTP_URL: 'smtp://user:pass@mail.example:587',
      WHATSAPP_TOKEN: 't',
      WHATSAPP_PHONE_NUMBER_ID: '123',
      WHATSAPP_APP_SECRET: 's',
      WHATSAPP_VERIFY_TOKEN: 'v',
    });
    expect(configured.smtpUrl).toBe('smtp://user:pass@mail.example:587');
    expect(configured.whatsapp).toEqual({
      token: 't',
      phoneNumberId: '123',
      appSecret: 's',
      verifyToken: 'v',
      graphUrl: 'https://graph.facebook.com',
    });
    expect(() => readEnv({ WHATSAPP_TOKEN: 't' })).toThrow(/all four of WHATSAPP_TOKEN/);
  });

  it('signs push messages with the VAPID pair it is given, or with one it keeps', () => {
    expect(readEnv({}).vapid).toBeUndefined();
    expect(
      readEnv({
        VAPID_PUBLIC_KEY: 'pub',
        VAPID_PRIVATE_KEY: 'priv',
        VAPID_SUBJECT: 'mailto:a@b.co.za',
      }),
    ).toMatchObject({
      vapid: { publicKey: 'pub', privateKey: 'priv' },
      vapidSubject: 'mailto:a@b.co.za',
    });
    expect(() => readEnv({ VAPID_PUBLIC_KEY: 'pub' })).toThrow(/both VAPID_PUBLIC_KEY/);
    expect(() => readEnv({ VAPID_SUBJECT: 'khaya.co.za' })).toThrow(/mailto: address or an https/);
  });

  it('seals payout accounts with a 32-byte key, required in production with TradeSafe', () => {
    const real = { FIREBASE_API_KEY: 'k', FIREBASE_PROJECT_ID: 'khaya', NODE_ENV: 'production' };
    const tradesafe = { TRADESAFE_CLIENT_ID: 'id', TRADESAFE_CLIENT_SECRET: 'secret' };
    expect(readEnv({}).payoutDetailsKey).toBeUndefined();
    expect(() => readEnv({ ...real, ...tradesafe })).toThrow(/PAYOUT_DETAILS_KEY/);
    expect(() => readEnv({ PAYOUT_DETAILS_KEY: 'too-short' })).toThrow(/64 hex characters/);
    const key = 'ab'.repeat(32);
    const env = readEnv({ ...real, ...tradesafe, PAYOUT_DETAILS_KEY: key });
    expect(env.payoutDetailsKey?.toString('hex')).toBe(key);
  });

  it('says which variable is wrong', () => {
    expect(() => readEnv({ PORT: 'eighty' })).toThrow(/PORT/);
  });
});
