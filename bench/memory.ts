import { rssMbOf, startServer } from '../server/test/server-process';
import { databaseEnv, load, searchPath } from './api';

/** Mixed load for this long, then this long idle, RSS sampled throughout (issue 33: memory after load). */
const LOAD_SECONDS = Number(process.env.BENCH_MEMORY_LOAD_SECONDS ?? 20);
const IDLE_SECONDS = 30;

export interface MemoryBenchResult {
  database: 'pglite' | 'postgres';
  loadSeconds: number;
  requests: number;
  /** Resident memory (MB) after start, highest under load, and after 30 s idle. */
  rssBeforeMb: number;
  rssPeakMb: number;
  rssAfterIdleMb: number;
}

/**
 * One production server (as `npm start` runs it); 50 connections on each of the home page (Brotli), the Hindi
 * home page (gzip), a destination page, search and the destinations list for LOAD_SECONDS, then idle.
 */
export async function benchMemory(database: 'pglite' | 'postgres', port: number): Promise<MemoryBenchResult> {
  const server = await startServer({ port, env: databaseEnv(database) });
  try {
    const before = await rssMbOf(server.pid);
    let peak = before;
    const sampler = setInterval(() => {
      rssMbOf(server.pid).then(
        (rssMb) => {
          peak = Math.max(peak, rssMb);
        },
        () => undefined,
      );
    }, 500);
    const runs = await Promise.all([
      load('home', `${server.url}/`, { 'accept-encoding': 'br' }, LOAD_SECONDS),
      load('destination', `${server.url}/visa/thailand`, { 'accept-encoding': 'gzip' }, LOAD_SECONDS),
      load('search', `${server.url}${searchPath()}`, {}, LOAD_SECONDS),
      load('hindi home', `${server.url}/hi`, { 'accept-encoding': 'gzip' }, LOAD_SECONDS),
      load('destinations', `${server.url}/api/destinations`, {}, LOAD_SECONDS),
    ]);
    clearInterval(sampler);
    await new Promise((resolve) => setTimeout(resolve, IDLE_SECONDS * 1000));
    const after = await rssMbOf(server.pid);
    return {
      database,
      loadSeconds: LOAD_SECONDS,
      requests: runs.reduce((sum, run) => sum + Math.round(run.requestsPerSecond * LOAD_SECONDS), 0),
      rssBeforeMb: before,
      rssPeakMb: peak,
      rssAfterIdleMb: after,
    };
  } finally {
    await server.stop();
  }
}
