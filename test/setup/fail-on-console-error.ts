import { afterEach, vi } from 'vitest';

/** A test that makes code log an error fails, unless it expects the error (epic-stack habit). */
const originalError = console.error;
let unexpected: unknown[][] = [];

console.error = (...args: unknown[]) => {
  unexpected.push(args);
  originalError(...args);
};

afterEach(() => {
  const logged = unexpected;
  unexpected = [];
  if (logged.length > 0 && !vi.isMockFunction(console.error)) {
    throw new Error(
      `console.error was called:\n${logged.map((a) => a.map(String).join(' ')).join('\n')}`,
    );
  }
});
