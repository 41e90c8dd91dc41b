import { inject } from 'vitest';

// firebase-admin reads the emulator host from the process environment.
process.env.FIREBASE_AUTH_EMULATOR_HOST = inject('emulatorHost');
