import { z } from 'zod';

/** Everyone is a traveller; operators are support staff or admins (docs/product/console.md#roles). */
export const ROLES = ['traveller', 'support', 'admin'] as const;
export const RoleSchema = z.enum(ROLES, { error: 'Choose a role: traveller, support or admin' });
export type Role = z.infer<typeof RoleSchema>;

/** Each role may do everything the roles before it may. */
export const roleAtLeast = (role: string, needed: Role) =>
  ROLES.indexOf(role as Role) >= ROLES.indexOf(needed) && (ROLES as readonly string[]).includes(role);

/** GET /api/ops/me: who the console is talking to, and whether they must turn on 2FA first. */
export const OperatorSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: RoleSchema,
  twoFAEnabled: z.boolean(),
});
export type Operator = z.infer<typeof OperatorSchema>;

/** Operators' sessions end after this long without a request (docs/product/console.md#roles). */
export const OPERATOR_IDLE_HOURS = 12;
