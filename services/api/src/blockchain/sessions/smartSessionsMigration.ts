import type { Migration } from '../../db/Migration.js'

const sql = `
CREATE TABLE IF NOT EXISTS smart_sessions (
  delegation_hash TEXT PRIMARY KEY,
  address TEXT NOT NULL,
  chain_id BIGINT NOT NULL,
  session_key TEXT NOT NULL,
  permissions JSONB NOT NULL,
  expiry BIGINT NOT NULL,
  context TEXT NOT NULL,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  revoked_at TIMESTAMPTZ
);
CREATE INDEX IF NOT EXISTS smart_sessions_address
  ON smart_sessions (address, created_at);
`

/**
 * The smart sessions a wallet granted (one signed delegation each, keyed
 * by its DelegationManager hash): the delegator account (lower case), its
 * chain, the session key, the permissions as granted (amounts as decimal
 * strings), the expiry (unix seconds), the ERC-7715 permissions context,
 * and when it was revoked. Written by the embedded-wallet service
 * (wallet_grantPermissions) and by `POST /v1/sessions/{address}` (any
 * wallet's grant, e.g. an EIP-7702 EOA's), read and revoked by
 * `GET/POST /v1/sessions`. Created by whichever of the two migrations
 * runs first (the same SQL, `IF NOT EXISTS`): the blockchain API's, so an
 * API without the embedded-wallet service stores sessions too, and the
 * embedded service's (the first one, kept for databases that ran it).
 */
export const smartSessionsMigration: Migration = {
  id: 2004,
  name: 'smart_sessions',
  sql,
}

/** The same store among the blockchain API's migrations (see above). */
export const smartSessionsStoreMigration: Migration = {
  id: 1090,
  name: 'smart_sessions_store',
  sql,
}
