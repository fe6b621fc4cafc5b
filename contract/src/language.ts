import { z } from 'zod';
import { LANGS } from './lang';

export const LanguageSchema = z.enum(LANGS);

/** PUT /api/language: the switcher's choice, kept in a cookie and on a signed-in traveller's profile. */
export const LanguageChoiceSchema = z.object({ language: LanguageSchema }).strict();
export type LanguageChoice = z.infer<typeof LanguageChoiceSchema>;
