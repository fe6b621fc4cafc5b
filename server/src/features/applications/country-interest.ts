import { applications } from '@db/schema/index';
import { countryInterestIn } from '../catalogue';

/** Travellers who applied here hear of their destination's requirement changes. */
export const applicationInterest = countryInterestIn(applications);
