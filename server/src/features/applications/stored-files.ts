import { applications } from '@db/schema/index';
import { filesNamedBy } from '../../lib/file-removal';

/** The visa files attached to applications (for the orphan file sweep). */
export const applicationFiles = filesNamedBy(applications.visaFileKey);
