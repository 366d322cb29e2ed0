-- Sign-in with a wallet (SIWX, EIP-4361 / CAIP-122; src/siwx): the nonces
-- latch-api hands out and the sessions it opens after a verified signature.
-- Both live in the database so any API instance can consume a nonce or read
-- a session another instance created.

-- A nonce is single use: verifying a message deletes its row in the same
-- statement that checks it (DELETE … RETURNING), so a replay finds nothing.
-- Unused rows expire (`expires_at`) and are swept.
CREATE TABLE siwx_nonces (
  nonce text PRIMARY KEY,
  project_id text NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX siwx_nonces_expires_at ON siwx_nonces (expires_at);

-- One row per sign-in. The bearer token / cookie value is never stored:
-- only its sha256 (hex). Revoked rows stay until they expire (so a revoked
-- token keeps answering 401), then every expired row is swept.
CREATE TABLE siwx_sessions (
  id text PRIMARY KEY,
  project_id text NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  -- CAIP-2 namespace ('eip155') and the EIP-55 address: the account's owner
  -- across its chains.
  namespace text NOT NULL,
  address text NOT NULL,
  -- CAIP-2 chain id ('eip155:31337') and CAIP-10 account id.
  chain_id text NOT NULL,
  account text NOT NULL,
  -- The EIP-4361 message exactly as signed, and the signature (0x hex).
  message text NOT NULL,
  signature text NOT NULL,
  -- The message's fields (SIWXSession.data).
  data jsonb NOT NULL,
  issued_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);
CREATE INDEX siwx_sessions_owner ON siwx_sessions (project_id, namespace, address);
CREATE INDEX siwx_sessions_expires_at ON siwx_sessions (expires_at);
