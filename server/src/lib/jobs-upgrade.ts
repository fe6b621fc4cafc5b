import type { Database } from '@db/client';
import type { PgBoss } from 'pg-boss';

/** The schema of the queue's tables. */
export const QUEUE_SCHEMA = 'pgboss';

/**
 * pg-boss 12 migrates its tables from pg-boss 11's on; pg-boss 10's (schema version 24) it cannot. So the
 * queue's schema of a database last run with pg-boss 10 is renamed aside, pg-boss 12 creates its own, and
 * moveVersion10Jobs copies the jobs over and drops the old schema. A job that was running when pg-boss 10
 * stopped is queued again for a retry, as after a crash. Renamed under a lock: one process of several does it.
 */
const VERSION_10 = 24;
const VERSION_10_SCHEMA = `${QUEUE_SCHEMA}_v10`;
const UPGRADE_LOCK_ID = 727_002;

export async function setAsideVersion10(database: Database): Promise<void> {
  await database.query(`do $$
    declare installed int;
    begin
      perform pg_advisory_xact_lock(${UPGRADE_LOCK_ID});
      if to_regclass('${QUEUE_SCHEMA}.version') is null then return; end if;
      execute 'select max(version) from ${QUEUE_SCHEMA}.version' into installed;
      if installed = ${VERSION_10} then
        alter schema ${QUEUE_SCHEMA} rename to ${VERSION_10_SCHEMA};
      end if;
    end $$`);
}

export async function moveVersion10Jobs(database: Database, boss: PgBoss): Promise<void> {
  const { rows } = await database.query(`select to_regclass('${VERSION_10_SCHEMA}.queue')::text as found`);
  if (!rows[0]?.found) return;
  const { rows: queues } = await database.query(
    `select name, retry_limit, retry_delay, retry_backoff, expire_seconds from ${VERSION_10_SCHEMA}.queue`,
  );
  // Queues this process does not define keep their jobs too (created once; existing ones are left as they are).
  // Settings pg-boss 10 left unset (null) take pg-boss 12's defaults.
  for (const queue of queues) {
    const settings = {
      retryLimit: queue.retry_limit,
      retryDelay: queue.retry_delay,
      retryBackoff: queue.retry_backoff,
      expireInSeconds: queue.expire_seconds,
    };
    await boss.createQueue(
      String(queue.name),
      Object.fromEntries(Object.entries(settings).filter(([, value]) => value !== null && value !== undefined)),
    );
  }
  await database.query(`do $$
    begin
      perform pg_advisory_xact_lock(${UPGRADE_LOCK_ID});
      if to_regclass('${VERSION_10_SCHEMA}.job') is null then return; end if;
      insert into ${QUEUE_SCHEMA}.job (id, name, priority, data, state, retry_limit, retry_count, retry_delay,
          retry_backoff, expire_seconds, singleton_key, singleton_on, start_after, created_on, started_on,
          completed_on, keep_until, output, dead_letter, policy)
        select j.id, j.name, j.priority, j.data,
            (case when j.state::text = 'active' then 'retry' else j.state::text end)::${QUEUE_SCHEMA}.job_state,
            j.retry_limit, j.retry_count, j.retry_delay, j.retry_backoff,
            greatest(1, extract(epoch from j.expire_in))::int, j.singleton_key, j.singleton_on, j.start_after,
            j.created_on, j.started_on, j.completed_on, j.keep_until, j.output, j.dead_letter, q.policy
          from ${VERSION_10_SCHEMA}.job j join ${QUEUE_SCHEMA}.queue q on q.name = j.name;
      drop schema ${VERSION_10_SCHEMA} cascade;
    end $$`);
}
