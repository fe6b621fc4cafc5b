import type { DbOrTx } from '@db/client';
import type { Config } from '../../config';

/** What the payment operations need of the server: its database and configuration. */
export interface PaymentDeps {
  db: DbOrTx;
  config: Config;
}
