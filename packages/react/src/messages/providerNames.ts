/**
 * The social login providers' names (SPEC §5 socials). Product names, the
 * same in every language, so they are kept once here rather than in each
 * message catalogue.
 */
export const providerNames = {
  google: 'Google',
  github: 'GitHub',
  apple: 'Apple',
  facebook: 'Facebook',
  x: 'X',
  discord: 'Discord',
  farcaster: 'Farcaster',
} as const
