import { savedApplications, visaApplications } from '@db/schema/index';
import { countryInterestIn } from '../catalogue';

/** Travellers with a partner application or a saved application hear of that country's requirement changes. */
export const visaHistoryInterests = [countryInterestIn(visaApplications), countryInterestIn(savedApplications)];
