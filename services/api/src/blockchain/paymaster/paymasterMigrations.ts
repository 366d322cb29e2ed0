import type { Migration } from '../../db/Migration.js'

const schema = `
CREATE TABLE paymaster_policies (
  project_id TEXT PRIMARY KEY REFERENCES projects (id) ON DELETE CASCADE,
  enabled BOOLEAN NOT NULL,
  chains JSONB NOT NULL,
  allowed_targets JSONB NOT NULL,
  sender_daily_cap_wei NUMERIC(78, 0) NOT NULL,
  total_budget_wei NUMERIC(78, 0) NOT NULL,
  sponsor_name TEXT,
  updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE TABLE paymaster_sponsorships (
  project_id TEXT NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  chain_id TEXT NOT NULL,
  sender TEXT NOT NULL,
  nonce NUMERIC(78, 0) NOT NULL,
  max_cost_wei NUMERIC(78, 0) NOT NULL,
  day DATE NOT NULL,
  signed_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  PRIMARY KEY (project_id, chain_id, sender, nonce)
);
CREATE INDEX paymaster_sponsorships_sender_day
  ON paymaster_sponsorships (project_id, chain_id, sender, day);
CREATE INDEX paymaster_sponsorships_day
  ON paymaster_sponsorships (project_id, chain_id, day);
CREATE TABLE paymaster_spent (
  project_id TEXT NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  chain_id TEXT NOT NULL,
  spent_wei NUMERIC(78, 0) NOT NULL,
  PRIMARY KEY (project_id, chain_id)
);
`

/**
 * 1040: gas sponsorship — each project's policy, what it has spent per
 * chain, and one reservation per signed user operation (sender and nonce:
 * a re-signed operation replaces its reservation, as only one of them can
 * ever run), kept two days for the senders' daily caps.
 */
export const paymasterMigrations: readonly Migration[] = [
  { id: 1040, name: 'paymaster', sql: schema },
]
