import { z } from 'zod';
import { PASSWORD_MIN } from './auth-limits';

/** Field schemas shared by forms (web) and handlers (server). Messages are the product's. */
export const EmailSchema = z
  .string({ error: 'Enter your email' })
  .trim()
  .min(1, 'Enter your email')
  .max(254, 'Email is too long')
  .pipe(z.email('Enter a valid email address'))
  .transform((value) => value.toLowerCase());

export const PasswordSchema = z
  .string({ error: 'Password is required' })
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters.`)
  .max(200, 'Password is too long');

/** Shown wherever a new password is refused for being one of the most common or breached passwords. */
export const COMMON_PASSWORD_MESSAGE =
  'This password is one of the most common or breached passwords and is easy to guess. Choose another one.';

/** A password as typed at login: any non-empty string (the length rule applies only when setting one). */
export const LoginPasswordSchema = z.string({ error: 'Password is required' }).min(1, 'Password is required').max(200);

export const NameSchema = z.string().trim().max(80, 'Name is too long');

export const IsoDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the date format YYYY-MM-DD');

export const CountryCodeSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{2}$/, 'Use a two-letter country code')
  .transform((value) => value.toUpperCase());

export const IdParamsSchema = z.object({ id: z.string().min(1).max(64) });
