export type { CountryInterest } from './alerts';
export { countryInterestIn, countryName, followCountryInterests } from './alerts';
export { catalogueForConsole, contradictions as catalogueContradictions } from './console-view';
export { buildCountryBases, toCountries } from './countries';
export { destinationSource } from './destination-source';
export { editDestination, editVisaOption, removeOverride, saveOverride } from './edits';
export { catalogueChanges, catalogueChangesPage, revertChange } from './history';
export type { RequirementsDiff } from './import-requirements';
export {
  alertImportedChanges,
  applyRequirementsDiff,
  currentRequirements,
  diffRequirements,
  parseRequirementsCsv,
} from './import-requirements';
export { passportIndex } from './passport-index';
export type { DestinationRow, VisaOptionRow } from './repo';
export { destinationsByCodes, optionWithDestination, visaOptionsByIds, visaOptionsOf } from './repo';
export { seedCatalogue } from './seed';
export { destinationPage } from './service';
export { CatalogueStore, catalogueStoreFor } from './store';
export { wordsFor } from './translations';
