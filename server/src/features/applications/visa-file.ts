import type { DbOrTx } from '@db/client';
import type { Config } from '../../config';
import { notFound } from '../../lib/app-error';
import type { FileStorage } from '../../lib/storage';
import * as repo from './repo';

interface VisaFileDeps {
  db: DbOrTx;
  config: Pick<Config, 'productName'>;
  storage: FileStorage;
}

const VISA_FILE_EXTENSIONS: Record<string, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
};

/** A name in a file name: "Priya Sharma" → "priya-sharma"; letters of any script stay (filename* carries them). */
const nameSlug = (name: string) =>
  name
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');

/** "HelloVisa-visa-HV-2026-000123-priya-sharma.pdf": the reference and the lead traveller, not the operator's upload name. */
export function visaFileName(productName: string, ref: string, traveller: string, contentType: string): string {
  const slug = nameSlug(traveller);
  const extension = VISA_FILE_EXTENSIONS[contentType] ?? 'pdf';
  return `${productName}-visa-${ref}${slug ? `-${slug}` : ''}.${extension}`;
}

/** The issued visa of the caller's application. */
export async function visaFile(deps: VisaFileDeps, userId: string, ref: string) {
  const row = await repo.findOwned(deps.db, userId, ref);
  if (!row?.visaFileKey) throw notFound('There is no visa file for this application yet.');
  const file = await deps.storage.get(row.visaFileKey);
  if (!file) throw notFound('The visa file is missing.');
  const [lead] = await repo.travellersOf(deps.db, row.id);
  const contentType = row.visaFileType ?? 'application/pdf';
  const traveller = lead ? `${lead.firstName} ${lead.lastName}` : '';
  return { ...file, filename: visaFileName(deps.config.productName, row.ref, traveller, contentType), contentType };
}
