/**
 * Two instances behind HAProxy (deploy/haproxy.cfg) on PostgreSQL, against one: the same routes,
 * measured in the same run, one instance straight, one behind the balancer, then two behind it.
 */
import { startBalancer } from '../test/cluster/topology';
import { measure } from './api';
import { startBenchServer, type BenchServer } from './lib/server';

export interface ClusterRoute {
  label: string;
  path: string;
  headers: Record<string, string>;
}

export interface ClusterRow extends Record<string, string | number> {
  route: string;
  'one req/s': number;
  'one behind HAProxy req/s': number;
  'two behind HAProxy req/s': number;
  'two / one': number;
  'two p99 ms': number;
  errors: number;
}

export async function measureTwoInstances(options: {
  first: BenchServer;
  firstPort: number;
  env: Record<string, string>;
  secondPort: number;
  balancerPort: number;
  routes: ClusterRoute[];
  duration: number;
}): Promise<ClusterRow[]> {
  const { first, routes, duration } = options;
  const one = await startBalancer(options.balancerPort, [{ name: 'a', port: options.firstPort }]);
  const alone: Record<string, number> = {};
  const straight: Record<string, number> = {};
  try {
    for (const route of routes) {
      straight[route.label] = (
        await measure(`${first.url}${route.path}`, route.headers, duration)
      ).rps;
      alone[route.label] = (await measure(`${one.url}${route.path}`, route.headers, duration)).rps;
    }
  } finally {
    await one.stop();
  }
  const second = await startBenchServer(options.env, options.secondPort);
  const two = await startBalancer(options.balancerPort, [
    { name: 'a', port: options.firstPort },
    { name: 'b', port: options.secondPort },
  ]);
  try {
    const rows: ClusterRow[] = [];
    for (const route of routes) {
      const both = await measure(`${two.url}${route.path}`, route.headers, duration);
      const single = straight[route.label] ?? 0;
      rows.push({
        route: route.label,
        'one req/s': Math.round(single),
        'one behind HAProxy req/s': Math.round(alone[route.label] ?? 0),
        'two behind HAProxy req/s': Math.round(both.rps),
        'two / one': single ? Math.round((both.rps / single) * 100) / 100 : 0,
        'two p99 ms': both.p99,
        errors: both.errors,
      });
    }
    return rows;
  } finally {
    await two.stop();
    await second.stop();
  }
}
