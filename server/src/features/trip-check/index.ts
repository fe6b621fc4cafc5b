export { type RuleContradiction, ruleContradictions } from './contradictions';
export { checkTrip, type EngineFacts } from './engine';
export {
  confirmTripRule,
  revertTripRuleChange,
  saveTripRule,
  seedTripRules,
  tripRuleChanges,
  tripRulesForConsole,
} from './repo';
export { countSchengenDays, schengenMainDestination } from './stays';
export { tripRuleStoreFor } from './store';
export { tripCheckUsesFor, usesByCountry } from './uses';
