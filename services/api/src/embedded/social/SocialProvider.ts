/** How the service authenticates itself at a token endpoint. */
type TokenAuthMethod = 'client_secret_basic' | 'client_secret_post' | 'none'

/** Which user-info shape a provider answers (see `fetchSocialProfile`). */
type SocialProfileKind = 'oidc' | 'github' | 'x' | 'discord' | 'facebook'

/** What a preset fixes about a provider (its real endpoints and scopes). */
export type SocialProviderPreset = {
  /**
   * `oidc`: an ID token is verified (issuer, audience, nonce, signature);
   * `oauth2`: the profile comes from the provider's user API.
   */
  protocol: 'oidc' | 'oauth2'
  /** OIDC issuer (discovered at `<issuer>/.well-known/openid-configuration` when no endpoints are fixed). */
  issuer?: string | undefined
  /** Other `iss` values the issuer uses in ID tokens (Google: `accounts.google.com`). */
  issuerAliases?: readonly string[] | undefined
  authorizationEndpoint?: string | undefined
  tokenEndpoint?: string | undefined
  userinfoEndpoint?: string | undefined
  jwksUri?: string | undefined
  scopes: readonly string[]
  /** Sends an S256 code challenge (every provider but Apple documents PKCE). */
  pkce: boolean
  /** Apple answers name/e-mail scopes only with `form_post`. */
  responseMode?: 'form_post' | undefined
  tokenAuth: TokenAuthMethod
  profile: SocialProfileKind
}

/** A configured provider: a preset plus the host's client credentials. */
export type SocialProvider = SocialProviderPreset & {
  /** `google`, `github`, `apple`, `facebook`, `x`, `discord` or `oidc`. */
  name: string
  clientId: string
  /** Absent for public clients (`tokenAuth: 'none'`). */
  clientSecret?: string | undefined
  /** Endpoints come from issuer discovery (generic OIDC, `_ISSUER` override). */
  discover: boolean
  /**
   * Apple: mint the client secret (an ES256 JWT) from the team's key
   * instead of a fixed `_CLIENT_SECRET`.
   */
  appleKey?: { teamId: string; keyId: string; privateKey: string } | undefined
}

/** Who the provider says logged in. */
export type SocialProfile = {
  /** The provider's stable user id. */
  subject: string
  /** Only an address the provider reports as verified. */
  email?: string | undefined
  userName?: string | undefined
}

/** Where a provider's endpoints are, fixed by the preset or discovered. */
export type ProviderEndpoints = {
  /** OIDC only: the `iss` an ID token must carry (and its aliases). */
  issuers: readonly string[]
  authorizationEndpoint: string
  tokenEndpoint: string
  userinfoEndpoint?: string | undefined
  jwksUri?: string | undefined
  tokenAuth: TokenAuthMethod
}
