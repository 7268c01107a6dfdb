/**
 * The fields of users/{uid} as sign-up writes it: exactly the User fields and the data consent
 * (the rules refuse any other). Written out, not derived from the factory, so a field the factory
 * gains by mistake fails the sign-up tests.
 */
export const SIGNED_UP_USER_FIELDS = [
  'active',
  'city',
  'creation_date',
  'data_consent',
  'email',
  'name',
  'phone',
  'profile_url',
  'role',
  'uid',
].sort();
