CREATE TABLE wallets (
  id text PRIMARY KEY,
  name text NOT NULL,
  image_id text NOT NULL,
  rdns text,
  mobile_link text,
  desktop_link text,
  webapp_link text,
  -- JSON object of store and site links (browser, ios, android, …) or null.
  app_urls jsonb,
  -- JSON array of CAIP-2 chain ids.
  chains jsonb NOT NULL DEFAULT '[]'::jsonb,
  badge_type text,
  -- Order in the directory: lower first, then name.
  rank integer NOT NULL DEFAULT 1000
);
CREATE INDEX wallets_order ON wallets (rank, name);

CREATE TABLE images (
  -- wallet, asset, currency or token
  kind text NOT NULL,
  id text NOT NULL,
  content_type text NOT NULL,
  body text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (kind, id)
);
