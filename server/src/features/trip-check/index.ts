export { type RuleContradiction, ruleContradictions } from './contradictions';
export { checkTrip, countSchengenDays, type EngineFacts, schengenMainDestination } from './engine';
export { revertTripRuleChange, saveTripRule, seedTripRules, tripRuleChanges } from './repo';
export { tripRuleStoreFor } from './store';
