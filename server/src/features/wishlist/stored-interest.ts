import { wishlistItems } from '@db/schema/index';
import { countryInterestIn } from '../catalogue';

/** Travellers who wishlisted a country hear of its requirement changes. */
export const wishlistInterest = countryInterestIn(wishlistItems);
