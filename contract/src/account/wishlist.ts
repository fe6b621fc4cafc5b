import { z } from 'zod';
import { CountryCodeSchema } from '../common';

/** POST /api/wishlist (docs/product/my-account.md#wishlist): a destination by country code, or a visa option by id. */
export const WishlistAddSchema = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('destination'), country: CountryCodeSchema }),
    z.object({ type: z.literal('visa'), optionId: z.string().trim().min(1, 'Choose a visa option').max(64) }),
  ],
  { error: 'Choose a destination or a visa option' },
);
export type WishlistAdd = z.input<typeof WishlistAddSchema>;

/**
 * A wishlist item, filled from the catalogue (docs/product/my-account.md#wishlist).
 * destination: title = country name, subtitle = 'From ₹4,999', category = 'E-VISA' | 'VISA', url = /visa/{slug}.
 * visa: title = option name (e.g. 'Tourist Visa'), subtitle = '₹4,999 · 3 working days', category = purpose
 * (Tourist, Business, …), url = /visa/{slug}?type={purpose}.
 */
export const WishlistItemSchema = z
  .object({
    id: z.string(),
    type: z.enum(['destination', 'visa']),
    title: z.string(),
    subtitle: z.string(),
    /** Country name. */
    country: z.string(),
    countryCode: z.string(),
    category: z.string(),
    url: z.string(),
    image: z.string().nullable(),
    optionId: z.string().nullable(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'WishlistItem' });
export type WishlistItem = z.infer<typeof WishlistItemSchema>;

/** GET /api/wishlist (newest first). POST answers 201 with the new item, or 200 with the existing one. DELETE → { ok: true }. */
export const WishlistSchema = z.object({ items: z.array(WishlistItemSchema) });
export type Wishlist = z.infer<typeof WishlistSchema>;
