import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { LogFormat } from '../../lib/terminal-log';
import { hasOperator } from '../identity';

/**
 * `npm run admin` typed in the server's directory: it must reach the same data as the server, so a data
 * directory other than the default is named (a PostgreSQL URL is not printed: it may hold a password).
 */
export function grantAdminCommand(config: Config): string {
  const target = config.databaseUrl
    ? "DATABASE_URL=<the server's> "
    : config.dataDir === path.resolve('data')
      ? ''
      : `DATA_DIR=${config.dataDir} `;
  return `${target}npm run admin -- grant-role <your e-mail> admin`;
}

/**
 * On a database without an operator, tells whoever started the server how to reach the console: a short
 * block at a terminal, one log line otherwise. Says nothing once there is an operator.
 */
export async function announceFirstOperator(app: FastifyInstance, format: LogFormat): Promise<void> {
  if (await hasOperator(app.database.db)) return;
  const { publicUrl } = app.config;
  const command = grantAdminCommand(app.config);
  if (format === 'json') {
    app.log.info({ console: `${publicUrl}/ops`, command }, 'no operator yet: sign up, then make yourself one');
    return;
  }
  const lines = [
    `No operator yet. To use the operator console (${publicUrl}/ops):`,
    `  1. sign up at ${publicUrl}/signup`,
    `  2. in another terminal, here: ${command}`,
    `  3. sign in, turn on two-factor authentication in Settings, and open ${publicUrl}/ops`,
  ];
  process.stdout.write(`\n${lines.join('\n')}\n\n`);
}
