import type { Database } from '@db/client';
import type { Config } from '../config';

import { badRequest } from '../lib/app-error';

export interface CommandInput {
  args: string[];
  options: {
    remark?: string;
    remarks?: string;
    note?: string;
    /** Why an application may go on before every required document is accepted (the approval guard). */
    override?: string;
    saved?: boolean;
    limit?: string;
    apply?: boolean;
    'as-of'?: string;
    days?: string;
    source?: string;
    url?: string;
    verified?: string;
    version?: string;
  };
  /** The server's settings (where files are kept); commands that only touch the database ignore it. */
  config?: Config;
}

/** What a command prints: a line for people and the same facts for --json. */
export interface CommandResult {
  text: string;
  data: unknown;
}

export type Command = (database: Database, input: CommandInput) => Promise<CommandResult>;

export function required(value: string | undefined, what: string): string {
  if (!value?.trim()) throw badRequest(`Missing ${what}.`);
  return value.trim();
}

export function parsed<T>(
  schema: {
    safeParse(
      value: unknown,
    ): { success: true; data: T } | { success: false; error: { issues: Array<{ message: string }> } };
  },
  value: unknown,
  what: string,
): T {
  const result = schema.safeParse(value);
  if (!result.success) throw badRequest(`${what}: ${result.error.issues[0]?.message ?? 'invalid'}`);
  return result.data;
}
