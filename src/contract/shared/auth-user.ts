import { z } from 'zod';

/** Who is signed in, as `GET /api/auth/user` answers it (`null` when nobody is: 'nothing', not an error). */
export const authUserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  isAdmin: z.boolean(),
  /** 'client' for a client's session cookie. */
  kind: z.enum(['client', 'staff']),
});
export type AuthUser = z.infer<typeof authUserSchema>;
export const SIGNED_IN_REPLY_DESCRIPTION =
  'The signed-in person (a staff member, else a client), or null when nobody is signed in: 200 either way, never 401.';
export const signedInSchema = authUserSchema.nullable().describe(SIGNED_IN_REPLY_DESCRIPTION);
