import type { Database } from '@db/client';
import type { DestinationSource } from '../../plugins/destination-pages';
import { destinationPage } from './service';
import { catalogueStoreFor } from './store';

/** The live catalogue as the server-rendered destination pages read it. */
export function destinationSource(database: Database): DestinationSource {
  const store = catalogueStoreFor(database);
  return {
    start: () => store.start(),
    get version() {
      return store.version;
    },
    page: (slug, lang) => destinationPage(store, slug, lang),
    has: (slug) => Boolean(store.destinationBySlug(slug)),
    slugs: () => store.allDestinations().map((destination) => destination.slug),
  };
}
