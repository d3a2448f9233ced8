/**
 * The account's profile as GET /api/account/profile/ answers it, with the social providers and the
 * profile's length limits: apart from the endpoint schemas, because the app's first route validates
 * the stored profile with it alone, and the first route must stay small. account.ts re-exports all
 * of it.
 */
import { z } from 'zod/mini';

/** Social providers (`/api/account/social/{provider}/`). */
export const socialProviders = ['discord', 'google'] as const;
export const socialProviderSchema = z.enum(socialProviders);
export type SocialProvider = z.infer<typeof socialProviderSchema>;

/** Maximum status length in characters (update-status; decided). */
export const STATUS_MAX_LENGTH = 140;
/** Maximum bio length in characters (profile update; decided). */
export const BIO_MAX_LENGTH = 500;

/**
 * GET /api/account/profile/: `is_moderator` is the backend's; the other fields are decided.
 * Dates are ISO 8601 strings as DRF renders them; picture URLs are absolute or null.
 */
export const profileSchema = z.object({
  id: z.int(),
  email: z.string(),
  username: z.string(),
  is_moderator: z.boolean(),
  email_verified: z.boolean(),
  bio: z.string(),
  status: z.string(),
  profile_picture_url: z.nullable(z.string()),
  background_picture_url: z.nullable(z.string()),
  social_provider: z.nullable(socialProviderSchema),
  date_joined: z.iso.datetime({ offset: true }),
  /** The address an e-mail change waits to be confirmed at (its link still works), or null; absent from older servers. */
  pending_email: z.optional(z.nullable(z.string())),
});
export type Profile = z.infer<typeof profileSchema>;
