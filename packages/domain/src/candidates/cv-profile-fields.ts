/**
 * The candidate's one-value CV profile fields (role to education), by their API names: what an
 * analysis reads from a CV besides the name, contact, lists and experiences.
 */
export const CV_PROFILE_FIELDS = [
  'cvRole',
  'cvExperienceYears',
  'cvTrigramme',
  'cvCity',
  'cvPostalCode',
  'cvCountry',
  'cvAvailability',
  'cvEducation',
] as const;
