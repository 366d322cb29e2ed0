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

/**
 * Migrations of the social login (ids 2100 and up, after the embedded
 * service's 2000+). 2100: the pending authorization requests — `state`
 * (stored as its SHA-256), PKCE verifier and OIDC nonce, bound to project,
 * device and host origin, single use, short-lived.
 *
 * @example
 * createEmbeddedExtension({ chains, extraMigrations: socialMigrations, socialRoutes })
 */
export const socialMigrations: readonly Migration[] = [
  { id: 2100, name: 'embedded_social_states', sql: states },
]
