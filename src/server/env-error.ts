/** A setting the server cannot start with: its message says what to set, and how. */
export class EnvError extends Error {}
