import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { openConfiguredDatabase } from '../database';
import { AppError } from '../lib/app-error';
import { COMMANDS } from './commands';

/**
 * Operator command line: `npm run admin -- <command> [arguments] [--json]`.
 * Opens the same database as the server (DATABASE_URL, or the PGlite files under DATA_DIR; an
 * embedded PGlite database can be open in one process only, so stop the server first).
 */
function usage(): string {
  const lines = Object.values(COMMANDS).map((command) => `  npm run admin -- ${command.usage}`);
  return ['Usage:', ...lines, '', 'Add --json for machine-readable output.'].join('\n');
}

const OPTIONS = {
  remark: { type: 'string' },
  remarks: { type: 'string' },
  saved: { type: 'boolean' },
  limit: { type: 'string' },
  json: { type: 'boolean' },
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
  const command = name ? COMMANDS[name] : undefined;
  if (values.help || !command) {
    if (name && !command) console.error(`Error: Unknown command '${name}'.\n`);
    console.log(usage());
    return values.help ? 0 : 2;
  }

  const config = loadConfig({ LOG_LEVEL: 'silent', ...process.env });
  const database = await openConfiguredDatabase(config);
  try {
    await database.migrate();
    const result = await command.run(database, { args, options: values });
    console.log(values.json ? JSON.stringify(result.data, null, 2) : result.text);
    return 0;
  } finally {
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
