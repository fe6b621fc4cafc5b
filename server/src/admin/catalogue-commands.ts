import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { CATALOGUE_ENTITIES, RequirementOverrideInputSchema } from '@contract/catalogue-facts';
import type { RequirementRule } from '@contract/catalogue-rules';
import { isRealDate } from '@contract/dates';
import { z } from 'zod';
import {
  alertImportedChanges,
  applyRequirementsDiff,
  CatalogueStore,
  catalogueChanges,
  currentRequirements,
  diffRequirements,
  parseRequirementsCsv,
  type RequirementsDiff,
  revertChange,
  saveOverride,
} from '../features/catalogue';

import { badRequest } from '../lib/app-error';
import { COMMAND_LINE } from '../lib/audit';
import { type Command, parsed, required } from './command';

const ruleText = (rule: RequirementRule) => (rule.days ? `${rule.category} ${rule.days} days` : rule.category);

/** The verified date of an import: --as-of, else a date in the file name, else the file's modification date. */
async function importDate(file: string, asOf: string | undefined): Promise<string> {
  const date = asOf ?? /\d{4}-\d{2}-\d{2}/.exec(path.basename(file))?.[0];
  if (date) {
    if (!isRealDate(date)) throw badRequest(`--as-of: "${date}" is not a real date (YYYY-MM-DD)`);
    return date;
  }
  return (await stat(file)).mtime.toISOString().slice(0, 10);
}

function diffText(diff: RequirementsDiff, limit: number): string[] {
  const lines = [`${diff.added.length} added, ${diff.removed.length} removed, ${diff.changed.length} changed`];
  const list = (label: string, entries: string[]) => {
    for (const entry of entries.slice(0, limit)) lines.push(`  ${label} ${entry}`);
    if (entries.length > limit) lines.push(`  … and ${entries.length - limit} more ${label.trim()}`);
  };
  list(
    '+',
    diff.added.map((pair) => `${pair.passport} → ${pair.destination}: ${ruleText(pair.rule)}`),
  );
  list(
    '-',
    diff.removed.map((pair) => `${pair.passport} → ${pair.destination}: ${ruleText(pair.rule)}`),
  );
  list(
    '~',
    diff.changed.map(
      (pair) => `${pair.passport} → ${pair.destination}: ${ruleText(pair.before)} → ${ruleText(pair.rule)}`,
    ),
  );
  return lines;
}

/** Compares a newer passport-index tidy CSV with the served requirements; --apply records the changes. */
export const importRequirements: Command = async (database, { args, options }) => {
  const file = required(args[0], 'the CSV file (Passport,Destination,Requirement)');
  const csv = await readFile(file, 'utf8').catch(() => {
    throw badRequest(`Cannot read ${file}.`);
  });
  const incoming = parseRequirementsCsv(csv);
  const asOf = await importDate(file, options['as-of']);
  const current = await currentRequirements(database);
  const diff = diffRequirements(incoming, current.lookup, current.pairs);
  const lines = diffText(diff, Number(options.limit ?? 50) || 50);
  let alerted = 0;
  if (options.apply) {
    const changeIds = await applyRequirementsDiff(
      database,
      `import-requirements ${path.basename(file)}`,
      diff,
      asOf,
      COMMAND_LINE,
    );
    alerted = await alertImportedChanges(database, diff, changeIds);
    lines.push(`Applied: ${changeIds.size} requirements recorded as verified ${asOf}; ${alerted} travellers told.`);
    if (diff.removed.length)
      lines.push('Removed pairs are not in the file; the shipped data keeps answering for them.');
  } else {
    lines.push('Dry run: nothing changed. Add --apply to record these changes.');
  }
  return {
    text: lines.join('\n'),
    data: { asOf, applied: Boolean(options.apply), alerted, ...diff },
  };
};

/** Sets the requirement for one passport → destination pair; it wins over the shipped data. */
export const setOverride: Command = async (database, { args, options }) => {
  const input = parsed(
    RequirementOverrideInputSchema,
    {
      passport: args[0],
      destination: args[1],
      category: args[2],
      days: options.days === undefined ? undefined : Number(options.days),
      note: options.note ?? '',
      source: { name: options.source ?? '', url: options.url ?? '' },
      verifiedAt: options.verified,
      version: options.version === undefined ? undefined : Number(options.version),
    },
    'Override',
  );
  const changeId = await saveOverride(database, COMMAND_LINE, input);
  return {
    text: `${input.passport} → ${input.destination}: ${input.category}${input.days ? ` ${input.days} days` : ''} (change ${changeId}).`,
    data: { changeId, ...input },
  };
};

/** The newest catalogue changes, optionally of one entry: override IN:TH, option th-tourist, destination TH. */
export const catalogueHistoryCommand: Command = async (database, { args, options }) => {
  const entity = args[0] ? parsed(z.enum(CATALOGUE_ENTITIES), args[0], 'Entity') : undefined;
  const changes = await catalogueChanges(database.db, {
    entity,
    entryKey: args[1],
    limit: Math.min(Math.max(Number(options.limit ?? 20) || 20, 1), 500),
  });
  const text = changes
    .map(
      (change) =>
        `#${change.id}  ${change.createdAt.slice(0, 16).replace('T', ' ')}  ${change.entity} ${change.entryKey}  by ${change.actor}${change.revertOf ? `  (reverts #${change.revertOf})` : ''}`,
    )
    .join('\n');
  return { text: text || 'No changes.', data: changes };
};

export const catalogueRevert: Command = async (database, { args }) => {
  const id = Number(required(args[0], 'the change number'));
  if (!Number.isInteger(id) || id < 1) throw badRequest('Give the change number, e.g. 12.');
  const changeId = await revertChange(database, COMMAND_LINE, id);
  return { text: `Change #${id} reverted (change #${changeId}).`, data: { changeId, reverted: id } };
};

/** Where the catalogue sells or badges what an Indian passport does not need. */
export const catalogueContradictions: Command = async (database) => {
  const store = new CatalogueStore(database);
  await store.reload();
  const found = store.contradictions();
  return { text: found.map((c) => `${c.country}  ${c.message}`).join('\n') || 'No contradictions.', data: found };
};

/** E-mails and SMS that failed for good (after every retry), newest first. */
