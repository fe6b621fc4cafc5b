export { type TripChecker, tripCheckerFor } from './checker';
export { type RuleContradiction, ruleContradictions } from './contradictions';
export { checkTrip, type EngineFacts } from './engine';
export { revertTripRuleChange, saveTripRule, seedTripRules, tripRuleChanges } from './repo';
export { eraseSavedTrips, savedTripsForExport } from './saved-trips';
export { countSchengenDays, schengenMainDestination } from './stays';
export { tripRuleStoreFor } from './store';
