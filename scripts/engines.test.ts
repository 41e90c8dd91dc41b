import fs from 'node:fs';
import semver from 'semver';
import { expect, it } from 'vitest';

/**
 * The README promises Node 20.19+: every installed package's `engines` must accept it, or
 * `npm install` warns EBADENGINE and the package may use what Node 20 lacks. A package that
 * asks for more is pinned (package.json `overrides`) to a version that does not.
 */
it('every package in the lockfile accepts the Node version the README promises', () => {
  const minimum = semver.minVersion(
    (JSON.parse(fs.readFileSync('package.json', 'utf8')) as { engines: { node: string } }).engines
      .node,
  );
  expect(minimum?.version).toBe('20.19.0');
  const lock = JSON.parse(fs.readFileSync('package-lock.json', 'utf8')) as {
    packages: Record<string, { engines?: { node?: string } | string[] }>;
  };
  const refusing = Object.entries(lock.packages)
    .map(([name, entry]) => ({
      name,
      node: Array.isArray(entry.engines) ? undefined : entry.engines?.node,
    }))
    .filter(({ node }) => node && !semver.satisfies(minimum!, node))
    .map(({ name, node }) => `${name} (${node})`);
  expect(refusing).toEqual([]);
});
