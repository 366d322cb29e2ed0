CREATE TABLE analytics_events (
  id bigserial PRIMARY KEY,
  project_id text NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  event_id text NOT NULL,
  url text NOT NULL,
  domain text NOT NULL,
  -- Client clock, milliseconds since the epoch.
  client_timestamp bigint NOT NULL,
  props jsonb NOT NULL DEFAULT '{}'::jsonb,
  sdk_type text,
  sdk_version text,
  received_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (project_id, event_id)
);
