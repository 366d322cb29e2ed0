/** A stored authorization request (`embedded_social_states` row). */
export type SocialState = {
  projectId: string
  deviceId: string
  origin: string
  provider: string
  redirectUri: string
  codeVerifier: string
  nonce: string
  /** Epoch ms. */
  expiresAt: number
  /** Epoch ms, or null while unused. */
  usedAt: number | null
  /** The callback URL the popup reached (null until then). */
  callbackUri: string | null
}

/** The SELECT/RETURNING list giving a `SocialStateRow`. */
export const socialStateColumns = `project_id, device_id, origin, provider,
  redirect_uri, code_verifier, nonce,
  (extract(epoch FROM expires_at) * 1000)::float8 AS expires_ms,
  (extract(epoch FROM used_at) * 1000)::float8 AS used_ms, callback_uri`

export type SocialStateRow = {
  project_id: string
  device_id: string
  origin: string
  provider: string
  redirect_uri: string
  code_verifier: string
  nonce: string
  expires_ms: number | string
  used_ms: number | string | null
  callback_uri: string | null
}

/** A row as `SocialState`. */
export function rowToSocialState(row: SocialStateRow): SocialState {
  return {
    projectId: row.project_id,
    deviceId: row.device_id,
    origin: row.origin,
    provider: row.provider,
    redirectUri: row.redirect_uri,
    codeVerifier: row.code_verifier,
    nonce: row.nonce,
    expiresAt: Number(row.expires_ms),
    usedAt: row.used_ms === null ? null : Number(row.used_ms),
    callbackUri: row.callback_uri,
  }
}
