import type { Migration } from '../../db/Migration.js'

const channels = `
CREATE TABLE embedded_farcaster_channels (
  token_hash TEXT PRIMARY KEY,
  project_id TEXT REFERENCES projects (id) ON DELETE CASCADE,
  device_id TEXT,
  origin TEXT,
  nonce TEXT NOT NULL,
  domain TEXT NOT NULL,
  siwe_uri TEXT NOT NULL,
  params TEXT NOT NULL,
  completion TEXT,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  expires_at TIMESTAMPTZ NOT NULL,
  used_at TIMESTAMPTZ
);
CREATE INDEX embedded_farcaster_channels_expiry
  ON embedded_farcaster_channels (expires_at);
`

/**
 * Migration of Sign In With Farcaster (id 2200): the relay's channels —
 * the channel token kept as its SHA-256, the sign-in request (`nonce`,
 * `domain`, `siwe_uri`, the other fields as JSON in `params`), the
 * Farcaster client's answer (`completion`, JSON) once it came, 5 minutes
 * of life. A channel the embedded wallet opened is bound to its project,
 * device and host origin and used once.
 *
 * @example
 * createEmbeddedExtension({ chains, extraMigrations: farcasterMigrations })
 */
export const farcasterMigrations: readonly Migration[] = [
  { id: 2200, name: 'embedded_farcaster_channels', sql: channels },
]
