import { destinations } from '../../../data/catalogue/destinations.json';

/** A popular destination as the home grid and the destination pages show it (docs/product/search.md#destinations). */
export interface DestinationCard {
  code: string;
  slug: string;
  name: string;
  image: string;
  /** Display price in rupees. */
  price: number;
  eVisa: boolean;
  processingDays: number;
}

/** Read from the catalogue data file at build time, so prerendered pages carry real content. */
export const destinationCards: DestinationCard[] = destinations.map(
  ({ code, slug, name, image, price, eVisa, processingDays }) => ({
    code,
    slug,
    name,
    image,
    price,
    eVisa,
    processingDays,
  }),
);

export const destinationBySlug = (slug: string) => destinationCards.find((card) => card.slug === slug);
export const destinationPaths = () => destinationCards.map((card) => `/visa/${card.slug}`);
