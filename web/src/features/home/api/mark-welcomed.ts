import type { UserResponse } from '@contract/user';
import { api } from '@web/lib/api-client';

/** POST /api/settings/welcomed: the welcome pop-up was shown; the account is not greeted again in any browser. */
export const markWelcomed = () => api.post<UserResponse>('/api/settings/welcomed');
