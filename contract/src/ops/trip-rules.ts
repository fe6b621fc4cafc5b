import { z } from 'zod';
import { FactSourceInputSchema, VerifiedDateSchema, versionField } from '../catalogue-facts';
import { NextCursorSchema, pageQuerySchema } from '../paging';
import { TripRuleBodySchema, TripRuleSchema } from '../trip-check';

/** The console's view of the trip rules (DESIGN 13): each rule with the version an edit must name. */

export const OpsTripRuleSchema = TripRuleSchema.extend({
  version: z.number().int(),
  updatedAt: z.string(),
}).meta({ id: 'OpsTripRule' });
export type OpsTripRule = z.infer<typeof OpsTripRuleSchema>;

export const OpsTripRulesSchema = z.object({ items: z.array(OpsTripRuleSchema) });

export const TripRuleIdParamsSchema = z.object({
  id: z.string().regex(/^[a-z0-9:*-]{3,80}$/, 'Give the id of a rule'),
});

/** An admin's edit of a rule: the rule, its source and the date the source was checked are all required. */
export const TripRuleEditSchema = z
  .object({
    passport: TripRuleSchema.shape.passport,
    country: TripRuleSchema.shape.country,
    rule: TripRuleBodySchema,
    note: z.string().trim().max(500, 'Keep the note under 500 characters').default(''),
    source: FactSourceInputSchema,
    verifiedAt: VerifiedDateSchema,
    unverified: z.boolean().default(false),
    /** The version the editor opened; absent only when adding a rule. */
    version: versionField.optional(),
  })
  .meta({ id: 'TripRuleEdit' });
export type TripRuleEdit = z.input<typeof TripRuleEditSchema>;

export const TripRuleChangeSchema = z
  .object({
    id: z.number().int(),
    ruleId: z.string(),
    actor: z.string(),
    before: z.record(z.string(), z.unknown()).nullable(),
    after: z.record(z.string(), z.unknown()).nullable(),
    revertOf: z.number().int().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'TripRuleChange' });
export type TripRuleChange = z.infer<typeof TripRuleChangeSchema>;
/** `?cursor=&limit=` of a trip rule's history. */
export const TripRuleHistoryQuerySchema = pageQuerySchema(50, 200);
/** GET /api/ops/trip-rules/{id}/history: newest change first, a page at a time. */
export const TripRuleHistorySchema = z.object({
  items: z.array(TripRuleChangeSchema),
  /** Asks for the next page (`?cursor=`); null on the last. */
  nextCursor: NextCursorSchema,
});
export type TripRuleHistory = z.infer<typeof TripRuleHistorySchema>;

// ---- The re-verification queue: facts checked longer ago than the staleness age ----

export const STALE_FACT_KINDS = ['trip-rule', 'override'] as const;
export type StaleFactKind = (typeof STALE_FACT_KINDS)[number];

export const StaleFactSchema = z
  .object({
    kind: z.enum(STALE_FACT_KINDS),
    /** The rule's id, or `PASSPORT:DESTINATION` for a requirement override. */
    key: z.string(),
    passport: z.string(),
    country: z.string(),
    summary: z.string().describe('What the fact says, in a line'),
    source: z.object({ name: z.string(), url: z.string() }),
    verifiedAt: z.string(),
    uses: z.number().int().describe('Trip checks that visited the fact’s country (all processes, flushed each minute)'),
    version: z.number().int(),
  })
  .meta({ id: 'StaleFact' });
export type StaleFact = z.infer<typeof StaleFactSchema>;

export const StaleFactsSchema = z.object({
  staleBefore: z.string().describe('Facts checked before this date are listed (YYYY-MM-DD)'),
  items: z.array(StaleFactSchema).describe('Oldest first; among facts checked the same day, the most used first'),
});
export type StaleFacts = z.infer<typeof StaleFactsSchema>;

/** Confirming a fact: the source it was checked against today (or on the date given), and the version seen. */
export const ConfirmFactSchema = z
  .object({
    kind: z.enum(STALE_FACT_KINDS, { error: 'Choose trip-rule or override' }),
    key: z.string().trim().min(1, 'Name the fact').max(100),
    source: FactSourceInputSchema,
    verifiedAt: VerifiedDateSchema,
    version: versionField,
  })
  .meta({ id: 'ConfirmFact' });
export type ConfirmFact = z.infer<typeof ConfirmFactSchema>;

/** A rule in a line, as the console lists it ("visa-free up to 60 days"). */
export function describeTripRule(rule: z.input<typeof TripRuleBodySchema>): string {
  switch (rule.kind) {
    case 'held-document': {
      const valid = rule.held.minValidityMonths ? `, valid ${rule.held.minValidityMonths}+ months` : '';
      const days = rule.grants.days ? ` for ${rule.grants.days} days` : '';
      return `holding a ${rule.held.kinds.join(' or ')} of ${rule.held.countries.join(', ')}${valid}: ${rule.grants.category}${days}`;
    }
    case 'purpose':
      return `entry without a visa covers ${rule.covers.join(', ')}`;
    case 'stay':
      return `visa-free up to ${rule.days} days`;
    case 'passport': {
      const pages = rule.blankPages ? `, ${rule.blankPages} blank pages` : '';
      const issued = rule.issuedWithinYears ? `, issued within ${rule.issuedWithinYears} years` : '';
      const from = rule.schengenExit ? 'leaving the Schengen area' : rule.from;
      return `passport valid ${rule.monthsBeyond} months beyond ${from}${pages}${issued}`;
    }
    case 'transit': {
      const exemptions = rule.exemptions?.length ? ` (${rule.exemptions.length} exemptions)` : '';
      return `transit: ${rule.mode}${exemptions}`;
    }
    case 'schengen':
      return `${rule.maxDays} days in any ${rule.windowDays} across ${rule.members.length} states`;
  }
}
