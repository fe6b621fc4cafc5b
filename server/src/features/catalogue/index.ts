export { buildCountryBases, toCountries } from './countries';
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
export { seedCatalogue } from './seed';
export { destinationPage } from './service';
export { CatalogueStore, catalogueStoreFor } from './store';
