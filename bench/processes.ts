import { type RunningServer, startServer } from '../server/test/server-process';
import { alternate, databaseEnv, type LoadResult, searchPath, signUp } from './api';

export interface ProcessesResult {
  processes: number;
  searchRequestsPerSecond: number;
  meRequestsPerSecond: number;
  searchP99Ms: number;
  meP99Ms: number;
}

/**
 * Search and `me` with 1, 2 and 4 server processes on one PostgreSQL. Each listens on its own port and
 * autocannon spreads its connections over them (what a load balancer in front would do).
 */
export async function benchProcesses(basePort: number, counts = [1, 2, 4]): Promise<ProcessesResult[]> {
  const servers: RunningServer[] = [];
  try {
    for (let i = 0; i < Math.max(...counts); i++) {
      servers.push(await startServer({ port: basePort + i, env: databaseEnv('postgres') }));
    }
    const { cookie } = await signUp(servers[0]!);
    const targets = counts.flatMap((count) => {
      const group = servers.slice(0, count);
      return [
        { name: `search ×${count}`, urls: group.map((s) => `${s.url}${searchPath()}`) },
        { name: `me ×${count}`, urls: group.map((s) => `${s.url}/api/auth/me`), headers: { cookie } },
      ];
    });
    const results = await alternate(targets);
    const byName = new Map<string, LoadResult>(results.map((r) => [r.name, r]));
    return counts.map((count) => {
      const search = byName.get(`search ×${count}`)!;
      const me = byName.get(`me ×${count}`)!;
      return {
        processes: count,
        searchRequestsPerSecond: search.requestsPerSecond,
        meRequestsPerSecond: me.requestsPerSecond,
        searchP99Ms: search.p99Ms,
        meP99Ms: me.p99Ms,
      };
    });
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
  }
}
