export type { CountryInterest } from './alerts';
export { countryInterestIn, followCountryInterests } from './alerts';
export { buildCountryBases, toCountries } from './countries';
export { destinationSource } from './destination-source';
export { catalogueChanges } from './facts';
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
export { destinationsByCodes, visaOptionsByIds } from './repo';
export { seedCatalogue } from './seed';
export { destinationPage } from './service';
export { CatalogueStore, catalogueStoreFor } from './store';
