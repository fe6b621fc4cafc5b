import type { WhatsappSetting } from '@contract/account/notifications';
import type { Lang } from '@contract/lang';
import type { DbOrTx } from '@db/client';
import { whatsappOptIns } from '@db/schema/index';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { mailT } from '../../i18n';
import { unprocessable } from '../../lib/app-error';
import { newId } from '../../lib/ids';
import { findUserById, type UserRow } from '../identity';

const UNVERIFIED = 'Verify your mobile number in your profile before turning on WhatsApp messages.';

/** The words the traveller agrees to, naming the number. */
export const optInWording = (lang: Lang, product: string, mobile: string) =>
  mailT(lang)('whatsapp.optIn', { product, mobile });

async function latestOptIn(db: DbOrTx, userId: string) {
  const [row] = await db
    .select()
    .from(whatsappOptIns)
    .where(eq(whatsappOptIns.userId, userId))
    .orderBy(desc(whatsappOptIns.grantedAt))
    .limit(1);
  return row;
}

/**
 * The number a traveller gets WhatsApp messages on: only while their opt-in stands and was given for the verified
 * mobile the account has now (a changed number needs a new opt-in).
 */
export async function whatsappNumberOf(db: DbOrTx, user: UserRow): Promise<string | undefined> {
  if (!user.mobile || !user.mobileVerifiedAt) return undefined;
  const row = await latestOptIn(db, user.id);
  return row && !row.revokedAt && row.mobile === user.mobile ? user.mobile : undefined;
}

export async function whatsappSetting(
  db: DbOrTx,
  userId: string,
  lang: Lang,
  product: string,
): Promise<WhatsappSetting> {
  const user = await findUserById(db, userId);
  const number = user ? await whatsappNumberOf(db, user) : undefined;
  const row = number ? await latestOptIn(db, userId) : undefined;
  return {
    optedIn: Boolean(number),
    mobile: user?.mobile ?? null,
    mobileVerified: Boolean(user?.mobile && user.mobileVerifiedAt),
    wording: optInWording(lang, product, user?.mobile ?? ''),
    optedInAt: row?.grantedAt.toISOString() ?? null,
  };
}

/** Opts in with the words shown in this language (a verified mobile is needed), or revokes a standing opt-in. */
export async function changeWhatsappSetting(
  db: DbOrTx,
  userId: string,
  optIn: boolean,
  lang: Lang,
  product: string,
): Promise<WhatsappSetting> {
  await db.transaction(async (tx) => {
    const user = await findUserById(tx, userId);
    if (!user) return;
    const standing = await whatsappNumberOf(tx, user);
    if (!optIn) {
      await tx
        .update(whatsappOptIns)
        .set({ revokedAt: new Date() })
        .where(and(eq(whatsappOptIns.userId, userId), isNull(whatsappOptIns.revokedAt)));
      return;
    }
    if (!user.mobile || !user.mobileVerifiedAt) throw unprocessable(UNVERIFIED);
    if (standing) return;
    await tx.insert(whatsappOptIns).values({
      id: newId(),
      userId,
      mobile: user.mobile,
      wording: optInWording(lang, product, user.mobile),
      lang,
    });
  });
  return whatsappSetting(db, userId, lang, product);
}
