/**
 * Debian's Chromium, as every browser run here launches it (tests, bench, screenshots): the
 * background-networking flags stop it from calling hosts this machine cannot reach.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
