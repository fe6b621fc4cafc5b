import { profiles } from '@db/schema/index';
import { filesNamedBy } from '../../lib/file-removal';

/** Profile pictures (for the orphan file sweep). */
export const avatarFiles = filesNamedBy(profiles.avatarKey);
