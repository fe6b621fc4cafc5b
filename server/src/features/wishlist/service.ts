import type { WishlistAdd, WishlistItem } from '@contract/account/wishlist';
import { formatCataloguePrice, paiseToRupees } from '@contract/money';
import type { DbOrTx } from '@db/client';
import { notFound, unprocessable } from '../../lib/app-error';
import { newId } from '../../lib/ids';
import * as repo from './repo';

/** Enough for any real traveller; stops a script from filling the table. */
const WISHLIST_MAX_ITEMS = 200;

const rupees = (paise: number) => formatCataloguePrice(paiseToRupees(paise));
const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
const days = (n: number) => `${n} working day${n === 1 ? '' : 's'}`;

function toPublicItem({ item, destination, option }: repo.WishlistEntry): WishlistItem {
  const countryName = destination?.name ?? item.country;
  const base = {
    id: item.id,
    country: countryName,
    countryCode: item.country,
    image: destination?.image ?? null,
    optionId: item.optionId,
    createdAt: item.createdAt.toISOString(),
  };
  if (item.kind === 'visa') {
    const purpose = option?.purpose ?? 'visa';
    return {
      ...base,
      type: 'visa',
      title: option?.name ?? `${capitalise(purpose)} Visa`,
      subtitle: option ? `${rupees(option.feesPaise)} · ${days(option.processingDays)}` : countryName,
      category: capitalise(purpose),
      url: destination ? `/visa/${destination.slug}?type=${encodeURIComponent(purpose)}` : '/',
    };
  }
  return {
    ...base,
    type: 'destination',
    title: countryName,
    subtitle: destination ? `From ${rupees(destination.pricePaise)}` : '',
    category: destination?.eVisa ? 'E-VISA' : 'VISA',
    url: destination ? `/visa/${destination.slug}` : '/',
  };
}

export async function list(db: DbOrTx, userId: string) {
  return { items: (await repo.listFor(db, userId)).map(toPublicItem) };
}

async function resolve(db: DbOrTx, input: WishlistAdd) {
  if (input.type === 'destination') {
    const destination = await repo.destinationByCode(db, input.country.toUpperCase());
    if (!destination) throw notFound('This destination is not in our catalogue.');
    return {
      kind: 'destination',
      country: destination.code,
      optionId: null,
      itemKey: `destination:${destination.code}`,
    };
  }
  const option = await repo.optionById(db, input.optionId);
  if (!option) throw notFound('This visa option is not in our catalogue.');
  return { kind: 'visa', country: option.countryCode, optionId: option.id, itemKey: `visa:${option.id}` };
}

/** Adds a destination or visa option; adding the same thing again answers the existing item. */
export async function add(
  db: DbOrTx,
  userId: string,
  input: WishlistAdd,
): Promise<{ item: WishlistItem; created: boolean }> {
  const target = await resolve(db, input);
  const existing = await repo.entryByKey(db, userId, target.itemKey);
  if (existing) return { item: toPublicItem(existing), created: false };
  if ((await repo.countFor(db, userId)) >= WISHLIST_MAX_ITEMS) {
    throw unprocessable(`Your wishlist is full (${WISHLIST_MAX_ITEMS} items). Remove something first.`);
  }
  const created = await repo.insertIfNew(db, { id: newId(), userId, ...target });
  const entry = await repo.entryByKey(db, userId, target.itemKey);
  return { item: toPublicItem(entry!), created };
}

export async function remove(db: DbOrTx, userId: string, id: string): Promise<void> {
  if (!(await repo.remove(db, userId, id))) throw notFound('Wishlist item not found.');
}
