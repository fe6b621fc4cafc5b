import { z } from 'zod';

/** The signed-in user as every auth call returns it (docs/product/accounts.md#the-auth-api). */
export const UserSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    emailVerified: z.boolean(),
    firstName: z.string(),
    lastName: z.string(),
    name: z.string(),
    picture: z.string().nullable(),
    mobile: z.string().nullable(),
    mobileVerified: z.boolean(),
    country: z.string().nullable(),
    twoFAEnabled: z.boolean(),
    referralCode: z.string(),
    profile: z.object({ firstName: z.string(), email: z.string() }),
  })
  .meta({ id: 'User' });
export type User = z.infer<typeof UserSchema>;

export const UserResponseSchema = z.object({ user: UserSchema });
export type UserResponse = z.infer<typeof UserResponseSchema>;

/** GET /api/auth/session: the session as it is, signed in or not (a visitor is not an error). */
export const SessionResponseSchema = z.object({ user: UserSchema.nullable() });
export type SessionResponse = z.infer<typeof SessionResponseSchema>;
