-- Analytics storage quota: events and bytes stored per project per UTC day.
CREATE TABLE analytics_usage (
  project_id text NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  day date NOT NULL,
  events integer NOT NULL DEFAULT 0,
  bytes bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (project_id, day)
);

-- Retention sweeps delete by age.
CREATE INDEX analytics_events_received_at ON analytics_events (received_at);
