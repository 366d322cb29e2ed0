import { isEmbeddedSocialProvider, type SocialProvider } from '@latch/core'

/** What the demo offers without `?socials=`. */
const defaultSocials = (): SocialProvider[] => ['google', 'farcaster']

/** The social logins this demo can offer: the OAuth ones and Farcaster. */
const offered = (name: string): name is SocialProvider =>
  name === 'farcaster' || isEmbeddedSocialProvider(name)

/** Where `npm start` runs the embedded-wallet service. */
const DEFAULT_EMBEDDED_URL = 'http://127.0.0.1:8789'

/**
 * The demo's embedded wallet: the service's origin (`?embeddedUrl=`, else
 * VITE_EMBEDDED_URL from the build, else the `npm start` default) and the
 * social logins to offer (`?socials=google,github`, in that order; default
 * google, the one `npm start`'s dev login provider stands in for, and
 * farcaster, verified against the devnet's IdRegistry stand-in), and
 * the passkey login beside the e-mail field (`?passkey=1`).
 */
export function embeddedOptions(
  query: URLSearchParams,
  env: ImportMetaEnv,
): { url: string; socials: SocialProvider[]; passkey: boolean } {
  const url =
    query.get('embeddedUrl') || env.VITE_EMBEDDED_URL || DEFAULT_EMBEDDED_URL
  const listed = query.get('socials')
  const socials =
    listed === null ? defaultSocials() : listed.split(',').filter(offered)
  return { url, socials, passkey: query.get('passkey') === '1' }
}
