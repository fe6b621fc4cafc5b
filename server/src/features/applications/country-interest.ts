import { applications, savedApplications, visaApplications } from '@db/schema/index';
import { countryInterestIn } from '../catalogue';

/** Travellers who applied here, saved an application or hold a partner application hear of its country's changes. */
export const applicationInterests = [
  countryInterestIn(applications),
  countryInterestIn(savedApplications),
  countryInterestIn(visaApplications),
];
