import type { Profile } from '@shared/api';

/** A profile as the API answers it (spec point 3; fields chosen in src/shared/api/account.ts). */
export const sampleProfile: Profile = {
  id: 7,
  email: 'collector@figureshop.test',
  username: 'collector',
  is_moderator: false,
  email_verified: true,
  bio: '',
  status: '',
  profile_picture_url: null,
  background_picture_url: null,
  social_provider: null,
  date_joined: '2026-01-02T03:04:05Z',
};
