-- Sign-in nonces without state (src/siwx/createSiwxNonce.ts): a nonce is a
-- MAC over its project, expiry and random bytes, so issuing one stores
-- nothing and no client can fill a table every project shares. Replay is
-- still refused: the nonce of a verified sign-in is kept as used until it
-- expires (then swept), and its row is inserted in the same transaction as
-- the session, so of two verifications racing with one nonce (on any
-- instance) exactly one opens a session.
DROP TABLE siwx_nonces;

CREATE TABLE siwx_used_nonces (
  nonce text PRIMARY KEY,
  project_id text NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX siwx_used_nonces_expires_at ON siwx_used_nonces (expires_at);

-- The HMAC key nonces are made with: created once by the first instance
-- that needs it (insert-if-absent), then read by all of them, so a nonce
-- issued by one instance verifies on another. Set LATCH_API_SIWX_NONCE_KEY
-- to keep the key out of the database instead.
CREATE TABLE siwx_keys (
  id text PRIMARY KEY,
  -- 32 random bytes, hex.
  secret text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
