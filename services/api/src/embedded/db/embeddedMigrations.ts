import { smartSessionsMigration } from '../../blockchain/sessions/smartSessionsMigration.js'
import type { Migration } from '../../db/Migration.js'

const schema = `
CREATE TABLE embedded_users (
  id TEXT PRIMARY KEY,
  project_id TEXT NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  email TEXT,
  social_provider TEXT,
  user_name TEXT,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE TABLE embedded_identities (
  project_id TEXT NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  kind TEXT NOT NULL,
  subject TEXT NOT NULL,
  user_id TEXT NOT NULL REFERENCES embedded_users (id) ON DELETE CASCADE,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  PRIMARY KEY (project_id, kind, subject)
);
CREATE INDEX embedded_identities_user ON embedded_identities (user_id);
CREATE TABLE embedded_keys (
  user_id TEXT NOT NULL REFERENCES embedded_users (id) ON DELETE CASCADE,
  namespace TEXT NOT NULL,
  address TEXT NOT NULL,
  ciphertext TEXT NOT NULL,
  master_key_id TEXT NOT NULL,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, namespace)
);
CREATE TABLE embedded_devices (
  user_id TEXT NOT NULL REFERENCES embedded_users (id) ON DELETE CASCADE,
  device_id TEXT NOT NULL,
  approved_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, device_id)
);
CREATE TABLE embedded_sessions (
  id TEXT PRIMARY KEY,
  token_hash TEXT NOT NULL UNIQUE,
  project_id TEXT NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  user_id TEXT NOT NULL REFERENCES embedded_users (id) ON DELETE CASCADE,
  device_id TEXT NOT NULL,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  expires_at TIMESTAMPTZ NOT NULL,
  revoked_at TIMESTAMPTZ
);
CREATE INDEX embedded_sessions_user ON embedded_sessions (user_id);
CREATE TABLE embedded_codes (
  id TEXT PRIMARY KEY,
  project_id TEXT NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  purpose TEXT NOT NULL,
  email TEXT NOT NULL,
  device_id TEXT NOT NULL,
  user_id TEXT REFERENCES embedded_users (id) ON DELETE CASCADE,
  new_email TEXT,
  code_hash TEXT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  expires_at TIMESTAMPTZ NOT NULL,
  used_at TIMESTAMPTZ
);
CREATE INDEX embedded_codes_email
  ON embedded_codes (project_id, email, purpose, created_at DESC);
CREATE TABLE embedded_device_links (
  token_hash TEXT PRIMARY KEY,
  project_id TEXT NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  email TEXT NOT NULL,
  device_id TEXT NOT NULL,
  user_id TEXT NOT NULL REFERENCES embedded_users (id) ON DELETE CASCADE,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  expires_at TIMESTAMPTZ NOT NULL,
  approved_at TIMESTAMPTZ
);
CREATE INDEX embedded_device_links_device
  ON embedded_device_links (project_id, email, device_id);
CREATE TABLE embedded_failures (
  key TEXT NOT NULL,
  at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX embedded_failures_key ON embedded_failures (key, at);
CREATE TABLE embedded_calls (
  id TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES embedded_users (id) ON DELETE CASCADE,
  chain_id INTEGER NOT NULL,
  hashes JSONB NOT NULL,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
`

// What the user is shown is what gets signed: POST /rpc/prepare stores the
// request exactly as it will be signed (for transactions: gas and fees set
// by the service), /rpc consumes it once.
const prepared = `
CREATE TABLE embedded_prepared_requests (
  id_hash TEXT PRIMARY KEY,
  session_id TEXT NOT NULL REFERENCES embedded_sessions (id) ON DELETE CASCADE,
  user_id TEXT NOT NULL REFERENCES embedded_users (id) ON DELETE CASCADE,
  project_id TEXT NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  chain_id TEXT NOT NULL,
  method TEXT NOT NULL,
  params JSONB NOT NULL,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  expires_at TIMESTAMPTZ NOT NULL,
  used_at TIMESTAMPTZ
);
CREATE INDEX embedded_prepared_requests_expiry
  ON embedded_prepared_requests (expires_at);
`

// Passkey-owned wallets (issue #22 item 4): the user's WebAuthn P-256
// credentials (public keys only: the service never holds the private key;
// the first one owns the user's smart account) and single-use challenges.
const passkeys = `
CREATE TABLE embedded_passkeys (
  credential_id TEXT PRIMARY KEY,
  project_id TEXT NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  user_id TEXT NOT NULL REFERENCES embedded_users (id) ON DELETE CASCADE,
  public_key TEXT NOT NULL,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX embedded_passkeys_user ON embedded_passkeys (user_id);
CREATE TABLE embedded_passkey_challenges (
  challenge_hash TEXT PRIMARY KEY,
  project_id TEXT NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  device_id TEXT NOT NULL,
  purpose TEXT NOT NULL,
  expires_at TIMESTAMPTZ NOT NULL,
  used_at TIMESTAMPTZ
);
CREATE INDEX embedded_passkey_challenges_expiry
  ON embedded_passkey_challenges (expires_at);
`

// Recovery of passkey wallets by e-mail: the passkey a session signed in
// with (it signs that session's operations: one added by recovery is not
// the account's first), and each recovery (the one user operation the
// recovery key signed: its hash, the passkey it added).
const passkeyRecovery = `
ALTER TABLE embedded_sessions ADD COLUMN passkey_id TEXT;
CREATE TABLE embedded_passkey_recoveries (
  user_operation_hash TEXT PRIMARY KEY,
  project_id TEXT NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  user_id TEXT NOT NULL REFERENCES embedded_users (id) ON DELETE CASCADE,
  credential_id TEXT NOT NULL,
  chain_id INTEGER NOT NULL,
  email TEXT NOT NULL,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX embedded_passkey_recoveries_user
  ON embedded_passkey_recoveries (user_id);
`

/**
 * Migrations of the embedded-wallet service (ids 2000 and up; the social
 * login of `social/` adds its own from 2100). 2000: users, their login
 * identities (e-mail, social subject), encrypted keys, approved devices,
 * sessions, one-time codes, device links, failure counters and
`wallet_sendCalls` batches. 2001: the requesting IP and user-agent
 * summary of a device link (shown on the approval page and in the mail),
 * and the host origin a session was created for (sessions from before it
 * have none and are refused: signing in again pins one). 2002: prepared
 * (reviewed, not yet signed) requests of /rpc/prepare. 2003: batches sent as one
 * user operation of the user's smart account (`id` is its hash). 2004:
 * smart sessions granted by the user's smart account (smartSessionsMigration).
 * 2005: passkeys (public keys of the users' WebAuthn credentials) and their
 * single-use challenges. 2006: recovery of passkey wallets by e-mail (the
 * session's passkey, the recoveries done).
 */
export const embeddedMigrations: readonly Migration[] = [
  { id: 2000, name: 'embedded_wallet', sql: schema },
  {
    id: 2001,
    name: 'embedded_login_hardening',
    sql: `
ALTER TABLE embedded_device_links ADD COLUMN client_ip TEXT;
ALTER TABLE embedded_device_links ADD COLUMN user_agent TEXT;
ALTER TABLE embedded_sessions ADD COLUMN origin TEXT;
`,
  },
  { id: 2002, name: 'embedded_prepared_requests', sql: prepared },
  {
    id: 2003,
    name: 'embedded_calls_user_operations',
    sql: 'ALTER TABLE embedded_calls ADD COLUMN user_operation BOOLEAN NOT NULL DEFAULT false;',
  },
  smartSessionsMigration,
  { id: 2005, name: 'embedded_passkeys', sql: passkeys },
  { id: 2006, name: 'embedded_passkey_recovery', sql: passkeyRecovery },
]
