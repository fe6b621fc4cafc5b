import { lazyValidation } from '@web/lib/lazy-validation';

/** The sign-in forms' validation, loaded apart from the forms (web/src/lib/lazy-validation.ts). */
export const authValidation = lazyValidation(() => import('./form-schemas'));
