export { type TripChecker, tripCheckerFor } from './checker';
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
export { eraseSavedTrips, savedTripsForExport } from './saved-trips';
export { countSchengenDays, schengenMainDestination } from './stays';
export { tripRuleStoreFor } from './store';
export { tripCheckUsesFor, usesByCountry } from './uses';
