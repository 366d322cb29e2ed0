import type { SocialProviderPreset } from './SocialProvider.js'

/**
 * The real endpoints, scopes and user-info shapes of the SPEC §5 social
 * providers. Google and Apple are OpenID Connect (ID token verified);
 * GitHub, X, Discord and Facebook are OAuth 2.0 with a user API.
 *
 * - Google: OIDC, `openid email profile`, PKCE.
 * - GitHub: `read:user user:email`, PKCE (S256 since 2025), `/user` + `/user/emails`.
 * - Apple: OIDC with `response_mode=form_post` (required for `name email`),
 *   no documented PKCE (state + nonce bind the flow); the client secret is
 *   an ES256 JWT.
 * - Facebook: Graph v21.0 dialog, PKCE, `/me?fields=id,name,email`.
 * - X: OAuth 2.0 with PKCE (required), HTTP Basic client auth,
 *   `tweet.read users.read`, `/2/users/me` (no e-mail).
 * - Discord: `identify email`, PKCE, `/users/@me`.
 */
export const socialProviderPresets = {
  google: {
    protocol: 'oidc',
    issuer: 'https://accounts.google.com',
    issuerAliases: ['accounts.google.com'],
    authorizationEndpoint: 'https://accounts.google.com/o/oauth2/v2/auth',
    tokenEndpoint: 'https://oauth2.googleapis.com/token',
    userinfoEndpoint: 'https://openidconnect.googleapis.com/v1/userinfo',
    jwksUri: 'https://www.googleapis.com/oauth2/v3/certs',
    scopes: ['openid', 'email', 'profile'],
    pkce: true,
    tokenAuth: 'client_secret_post',
    profile: 'oidc',
  },
  github: {
    protocol: 'oauth2',
    authorizationEndpoint: 'https://github.com/login/oauth/authorize',
    tokenEndpoint: 'https://github.com/login/oauth/access_token',
    userinfoEndpoint: 'https://api.github.com/user',
    scopes: ['read:user', 'user:email'],
    pkce: true,
    tokenAuth: 'client_secret_post',
    profile: 'github',
  },
  apple: {
    protocol: 'oidc',
    issuer: 'https://appleid.apple.com',
    authorizationEndpoint: 'https://appleid.apple.com/auth/authorize',
    tokenEndpoint: 'https://appleid.apple.com/auth/token',
    jwksUri: 'https://appleid.apple.com/auth/keys',
    scopes: ['name', 'email'],
    pkce: false,
    responseMode: 'form_post',
    tokenAuth: 'client_secret_post',
    profile: 'oidc',
  },
  facebook: {
    protocol: 'oauth2',
    authorizationEndpoint: 'https://www.facebook.com/v21.0/dialog/oauth',
    tokenEndpoint: 'https://graph.facebook.com/v21.0/oauth/access_token',
    userinfoEndpoint:
      'https://graph.facebook.com/v21.0/me?fields=id,name,email',
    scopes: ['public_profile', 'email'],
    pkce: true,
    tokenAuth: 'client_secret_post',
    profile: 'facebook',
  },
  x: {
    protocol: 'oauth2',
    authorizationEndpoint: 'https://x.com/i/oauth2/authorize',
    tokenEndpoint: 'https://api.x.com/2/oauth2/token',
    userinfoEndpoint: 'https://api.x.com/2/users/me',
    scopes: ['tweet.read', 'users.read'],
    pkce: true,
    tokenAuth: 'client_secret_basic',
    profile: 'x',
  },
  discord: {
    protocol: 'oauth2',
    authorizationEndpoint: 'https://discord.com/oauth2/authorize',
    tokenEndpoint: 'https://discord.com/api/oauth2/token',
    userinfoEndpoint: 'https://discord.com/api/users/@me',
    scopes: ['identify', 'email'],
    pkce: true,
    tokenAuth: 'client_secret_post',
    profile: 'discord',
  },
  /** Any OpenID Connect issuer (`LATCH_EMBEDDED_OIDC_ISSUER`), discovered. */
  oidc: {
    protocol: 'oidc',
    scopes: ['openid', 'email', 'profile'],
    pkce: true,
    tokenAuth: 'client_secret_basic',
    profile: 'oidc',
  },
} as const satisfies Record<string, SocialProviderPreset>

export type SocialProviderName = keyof typeof socialProviderPresets

/** Order providers are listed in (SPEC §9 socials order, then `oidc`). */
export const SOCIAL_PROVIDER_NAMES: readonly SocialProviderName[] = [
  'google',
  'x',
  'discord',
  'github',
  'apple',
  'facebook',
  'oidc',
]
