import type { Migration } from '../../db/Migration.js'

/**
 * The smart sessions a wallet granted (one signed delegation each, keyed
 * by its DelegationManager hash): the delegator account (lower case), its
 * chain, the session key, the permissions as granted (amounts as decimal
 * strings), the expiry (unix seconds), the ERC-7715 permissions context,
 * and when it was revoked. Written by the embedded-wallet service
 * (wallet_grantPermissions), read and revoked by `GET/POST /v1/sessions`.
 */
export const smartSessionsMigration: Migration = {
  id: 2004,
  name: 'smart_sessions',
  sql: `
CREATE TABLE smart_sessions (
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
CREATE INDEX smart_sessions_address ON smart_sessions (address, created_at);
`,
}
