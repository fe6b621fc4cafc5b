import type { DbOrTx } from '@db/client';
import type { Config } from '../../config';
import type { FileStorage } from '../../lib/storage';

/** What the payment operations need of the server: its database, configuration and file storage. */
export interface PaymentDeps {
  db: DbOrTx;
  config: Config;
  storage: FileStorage;
}
