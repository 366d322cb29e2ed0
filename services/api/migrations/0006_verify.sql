-- WalletConnect Verify (src/verify): attestations, the ES256 signing key
-- shared by every API instance, and the operator's scam-domain list.

-- One row per attestation: what the browser said about the page that
-- registered a relay message. Rows expire (`expires_at`) and are swept.
CREATE TABLE verify_attestations (
  -- sha256 hex of the encrypted relay message.
  id text PRIMARY KEY,
  -- sha256 hex of the decrypted JSON-RPC payload (v2 lookups).
  decrypted_id text NOT NULL,
  -- Browser-set origin (Referer or Origin header); never empty here.
  origin text NOT NULL,
  project_id text,
  is_verified boolean NOT NULL,
  is_scam boolean NOT NULL,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX verify_attestations_decrypted_id ON verify_attestations (decrypted_id);
CREATE INDEX verify_attestations_expires_at ON verify_attestations (expires_at);

-- The P-256 key attestations are signed with: created once by the first
-- instance that needs it (insert-if-absent), then read by all of them.
CREATE TABLE verify_keys (
  id text PRIMARY KEY,
  -- Private JWK (includes `d`). Set LATCH_API_VERIFY_KEY to keep the key
  -- out of the database instead.
  private_jwk jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Hosts the operator lists as scams: a listed domain also covers its
-- subdomains. Managed with `latch-api scam …` or /admin/verify/scam-domains.
CREATE TABLE verify_scam_domains (
  domain text PRIMARY KEY,
  created_at timestamptz NOT NULL DEFAULT now()
);
