-- WalletConnect Verify frame tokens (src/verify, README "Verify"): the
-- attestation page (GET /v3/attestation) issues one per frame load, bound
-- to the browser by a cookie set on that load; the page's own script
-- redeems it once (POST /v3/attestation) for the attestation. Only hashes
-- are kept, so a copy of this table redeems nothing.
CREATE TABLE verify_tokens (
  -- sha256 hex of the token embedded in the page.
  token_hash text PRIMARY KEY,
  -- sha256 hex of the cookie value set with it (the browser binding).
  browser_hash text NOT NULL,
  project_id text NOT NULL,
  -- The embedding page's origin as the browser reported it on the load.
  origin text NOT NULL,
  id text NOT NULL,
  decrypted_id text NOT NULL,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX verify_tokens_expires_at ON verify_tokens (expires_at);
