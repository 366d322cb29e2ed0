import type { SocialProvider } from './SocialProvider.js'
import { SocialConfigError } from './socialErrors.js'
import {
  SOCIAL_PROVIDER_NAMES,
  type SocialProviderName,
  socialProviderPresets,
} from './socialProviderPresets.js'

function readIssuer(value: string, variable: string): string {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    throw new SocialConfigError(`${variable} must be a URL`)
  }
  const local = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname)
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && local))
    throw new SocialConfigError(
      `${variable} must be https (http only on loopback)`,
    )
  if (url.search || url.hash)
    throw new SocialConfigError(`${variable} must have no query or fragment`)
  return value.replace(/\/$/, '')
}

/**
 * The social providers the host configured, in listing order. For each
 * `<P>` of GOOGLE, X, DISCORD, GITHUB, APPLE, FACEBOOK, OIDC:
 *
 * - `LATCH_EMBEDDED_<P>_CLIENT_ID` turns the provider on;
 * - `LATCH_EMBEDDED_<P>_CLIENT_SECRET` (required, except a public OIDC
 *   client; Apple may use `LATCH_EMBEDDED_APPLE_TEAM_ID`, `_KEY_ID` and
 *   `_PRIVATE_KEY` (PKCS#8 PEM) to mint its JWT secret instead);
 * - `LATCH_EMBEDDED_<P>_ISSUER` (OIDC, GOOGLE, APPLE): an issuer to
 *   discover instead of the preset's endpoints — a local `oidc-provider`
 *   can stand in for Google in tests and the demo. Required for OIDC.
 *
 * @example
 * readSocialProviders({ LATCH_EMBEDDED_GOOGLE_CLIENT_ID: 'id', LATCH_EMBEDDED_GOOGLE_CLIENT_SECRET: 's' })
 */
export function readSocialProviders(
  env: Record<string, string | undefined> = process.env,
): SocialProvider[] {
  const providers: SocialProvider[] = []
  for (const name of SOCIAL_PROVIDER_NAMES) {
    const prefix = `LATCH_EMBEDDED_${name.toUpperCase()}`
    const clientId = env[`${prefix}_CLIENT_ID`]?.trim()
    if (!clientId) continue
    const preset = socialProviderPresets[name as SocialProviderName]
    const clientSecret = env[`${prefix}_CLIENT_SECRET`]?.trim() || undefined
    const issuerEnv = env[`${prefix}_ISSUER`]?.trim()
    if (issuerEnv && preset.protocol !== 'oidc')
      throw new SocialConfigError(
        `${prefix}_ISSUER: ${name} is not an OpenID Connect provider`,
      )
    if (name === 'oidc' && !issuerEnv)
      throw new SocialConfigError(`${prefix}_ISSUER is required`)
    const appleKey =
      name === 'apple' && env[`${prefix}_PRIVATE_KEY`]
        ? {
            teamId: env[`${prefix}_TEAM_ID`] ?? '',
            keyId: env[`${prefix}_KEY_ID`] ?? '',
            privateKey: (env[`${prefix}_PRIVATE_KEY`] ?? '').replace(
              /\\n/g,
              '\n',
            ),
          }
        : undefined
    if (appleKey && (!appleKey.teamId || !appleKey.keyId))
      throw new SocialConfigError(
        `${prefix}_PRIVATE_KEY needs ${prefix}_TEAM_ID and ${prefix}_KEY_ID`,
      )
    if (!clientSecret && !appleKey && name !== 'oidc' && !issuerEnv)
      throw new SocialConfigError(`${prefix}_CLIENT_SECRET is required`)
    const base: SocialProvider = {
      ...preset,
      name,
      clientId,
      clientSecret,
      discover: false,
      appleKey,
    }
    if (!issuerEnv) {
      providers.push(base)
      continue
    }
    // A discovered issuer: nothing of the preset's endpoints is kept.
    providers.push({
      ...base,
      issuer: readIssuer(issuerEnv, `${prefix}_ISSUER`),
      issuerAliases: undefined,
      authorizationEndpoint: undefined,
      tokenEndpoint: undefined,
      userinfoEndpoint: undefined,
      jwksUri: undefined,
      responseMode: undefined,
      pkce: true,
      scopes: ['openid', 'email', 'profile'],
      tokenAuth: clientSecret ? 'client_secret_basic' : 'none',
      discover: true,
    })
  }
  return providers
}
