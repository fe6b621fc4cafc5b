import type { DbOrTx } from '@db/client';
import { wishlistItems } from '@db/schema/index';
import { eq } from 'drizzle-orm';

/** "Delete my account", the wishlist's part. */
export async function eraseWishlist(tx: DbOrTx, userId: string): Promise<void> {
  await tx.delete(wishlistItems).where(eq(wishlistItems.userId, userId));
}
