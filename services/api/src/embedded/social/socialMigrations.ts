import type { Migration } from '../../db/Migration.js'

const states = `
CREATE TABLE embedded_social_states (
  state_hash TEXT PRIMARY KEY,
  project_id TEXT NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  device_id TEXT NOT NULL,
  origin TEXT NOT NULL,
  provider TEXT NOT NULL,
  redirect_uri TEXT NOT NULL,
  code_verifier TEXT NOT NULL,
  nonce TEXT NOT NULL,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  expires_at TIMESTAMPTZ NOT NULL,
  used_at TIMESTAMPTZ
);
CREATE INDEX embedded_social_states_expiry
  ON embedded_social_states (expires_at);
`

const callbackRelay = `
ALTER TABLE embedded_social_states ADD COLUMN callback_uri TEXT;
`

/**
 * Migrations of the social login (ids 2100 and up, after the embedded
 * service's 2000+). 2100: the pending authorization requests — `state`
 * (stored as its SHA-256), PKCE verifier and OIDC nonce, bound to project,
 * device and host origin, single use, short-lived. 2101: the callback URL
 * the popup reached, so the frame can finish by `state` when the popup
 * lost its `window.opener`.
 *
 * @example
 * createEmbeddedExtension({ chains, extraMigrations: socialMigrations, socialRoutes })
 */
export const socialMigrations: readonly Migration[] = [
  { id: 2100, name: 'embedded_social_states', sql: states },
  { id: 2101, name: 'embedded_social_callback_relay', sql: callbackRelay },
]
