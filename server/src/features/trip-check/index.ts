export { type RuleContradiction, ruleContradictions } from './contradictions';
export { checkTrip, type EngineFacts } from './engine';
export { revertTripRuleChange, saveTripRule, seedTripRules, tripRuleChanges } from './repo';
export { countSchengenDays, schengenMainDestination } from './stays';
export { tripRuleStoreFor } from './store';
