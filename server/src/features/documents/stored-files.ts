import { documents } from '@db/schema/index';
import { filesNamedBy } from '../../lib/file-removal';

/** The traveller's uploaded documents (for the orphan file sweep). */
export const documentFiles = filesNamedBy(documents.storageKey);
