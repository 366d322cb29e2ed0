-- Migration ids: 0001-0999 belong to the core API (this folder); 1000 and up
-- are reserved for the blockchain API's tables (src/blockchain).

CREATE TABLE projects (
  id text PRIMARY KEY,
  name text NOT NULL,
  -- JSON array of origin patterns: exact, `https://*.example.com`, or a
  -- port wildcard `http://127.0.0.1:*`.
  allowed_origins jsonb NOT NULL DEFAULT '[]'::jsonb,
  analytics_enabled boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
