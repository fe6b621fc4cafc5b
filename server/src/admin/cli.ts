import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { jobQueues } from '../app';
import { loadConfig } from '../config';
import { openConfiguredDatabase } from '../database';
import { AppError } from '../lib/app-error';
import { secureDatabaseDir, secureDataDir } from '../lib/data-dir';
import { resolveFileKeyring } from '../lib/file-keys';
import { prepareJobQueues } from '../lib/jobs';
import { configureFileStorage } from '../lib/storage';
import { wireModules } from '../wiring';
import { askRunningServer, silentServer } from './channel';
import { COMMANDS, findCommand } from './commands';

/**
 * Operator command line: `npm run admin -- <command> [arguments] [--json]`.
 * On PostgreSQL (DATABASE_URL) it opens the database itself. On the embedded database (PGlite files
 * under DATA_DIR, which one process only can open) it asks the running server to run the command
 * through the local admin channel, and opens the files itself only when no server is running (saying so, and
 * refusing when DATA_DIR holds no database: a wrong directory would otherwise get a new, empty one).
 */
function usage(): string {
  const lines = Object.values(COMMANDS).map((command) => `  npm run admin -- ${command.usage}`);
  return ['Usage:', ...lines, '', 'Add --json for machine-readable output.'].join('\n');
}

const OPTIONS = {
  remark: { type: 'string' },
  remarks: { type: 'string' },
  note: { type: 'string' },
  override: { type: 'string' },
  saved: { type: 'boolean' },
  limit: { type: 'string' },
  json: { type: 'boolean' },
  apply: { type: 'boolean' },
  'as-of': { type: 'string' },
  days: { type: 'string' },
  source: { type: 'string' },
  url: { type: 'string' },
  verified: { type: 'string' },
  version: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

function parse(argv: string[]) {
  try {
    return parseArgs({ args: argv, allowPositionals: true, options: OPTIONS });
  } catch (error) {
    console.error(`Error: ${(error as Error).message}\n\n${usage()}`);
    return undefined;
  }
}

async function main(argv: string[]): Promise<number> {
  const parsed = parse(argv);
  if (!parsed) return 2;
  const { positionals, values } = parsed;
  const [name, ...args] = positionals;
  const command = findCommand(name);
  if (values.help || !command) {
    if (name && !command) console.error(`Error: Unknown command '${name}'.\n`);
    console.log(usage());
    return values.help ? 0 : 2;
  }

  const config = loadConfig({ LOG_LEVEL: 'silent', ...process.env });
  // A file named on the command line is read by the server, which may run in another directory.
  const resolvedArgs = args.map((arg, index) => (index === command.fileArg ? path.resolve(arg) : arg));
  if (!config.databaseUrl) {
    const answer = await askRunningServer(config.dataDir, { command: name!, args: resolvedArgs, options: values });
    if (answer?.ok) {
      console.log(values.json ? JSON.stringify(answer.result.data, null, 2) : answer.result.text);
      return 0;
    }
    if (answer) {
      console.error(`Error: ${answer.error}`);
      return answer.status >= 500 ? 3 : 1;
    }
    // No server answered: open the files here, but never beside a running server (one process only may open
    // them), and never make a second, empty database beside the server's.
    const pid = await silentServer(config.dataDir);
    if (pid) {
      console.error(
        `Error: A server (process ${pid}) is running on ${config.dataDir} but did not answer.\n` +
          'Wait until it has started and run the command again, or stop that server first.',
      );
      return 1;
    }
    if (!existsSync(config.dbDir)) {
      console.error(
        `Error: No server is running on ${config.dataDir} and it holds no database: ` +
          "point at the server's with DATA_DIR=<its data directory> (or DATABASE_URL=…).",
      );
      return 1;
    }
    console.error(`No server answered for ${config.dataDir}: opening its database directly.`);
  }
  // What the command writes into the data directory (database, files) stays owner-only, as the server's.
  await secureDataDir(config.dataDir);
  wireModules();
  const database = await openConfiguredDatabase(config);
  // Files (e.g. an issued visa) go where the server keeps them: the S3 bucket when one is configured.
  const { keyring } = await resolveFileKeyring(config.files.keyring, config.dataDir);
  const releaseFileStorage = configureFileStorage({
    filesDir: config.filesDir,
    s3: config.s3,
    keyring,
    legacyPlaintext: config.files.legacyPlaintext,
  });
  try {
    await database.migrate();
    // The embedded database creates its files 0666 whatever the umask: tightened as the server does after migrating.
    if (!config.databaseUrl) await secureDatabaseDir(config.dbDir);
    // Commands queue notifications; the server's workers send them (and only the server sets the queues' settings).
    await prepareJobQueues(database, jobQueues(config), { createOnly: true });
    const result = await command.run(database, { args: resolvedArgs, options: values, config });
    console.log(values.json ? JSON.stringify(result.data, null, 2) : result.text);
    return 0;
  } finally {
    releaseFileStorage();
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error) => {
    if (error instanceof AppError) console.error(`Error: ${error.message}`);
    else console.error(error instanceof Error ? `Error: ${error.message}` : error);
    process.exit(error instanceof AppError ? 1 : 3);
  },
);
