import type { Migration } from '../../db/Migration.js'

const schema = `
CREATE TABLE onramp_orders (
  id TEXT PRIMARY KEY,
  project_id TEXT NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  provider TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN
    ('created', 'three_ds', 'delivering', 'completed', 'declined', 'failed')),
  chain_id INTEGER NOT NULL,
  asset_symbol TEXT NOT NULL,
  asset_address TEXT,
  asset_decimals INTEGER NOT NULL,
  destination TEXT NOT NULL,
  fiat TEXT NOT NULL,
  payment_method TEXT NOT NULL,
  total_cents BIGINT NOT NULL,
  fee_cents BIGINT NOT NULL,
  network_fee_cents BIGINT NOT NULL,
  subtotal_cents BIGINT NOT NULL,
  purchase_units NUMERIC(78, 0) NOT NULL,
  partner_user_id TEXT NOT NULL,
  tx_hash TEXT UNIQUE,
  failure TEXT,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  expires_at TIMESTAMPTZ NOT NULL,
  updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE TABLE onramp_webhook_events (
  id TEXT PRIMARY KEY,
  order_id TEXT NOT NULL REFERENCES onramp_orders (id) ON DELETE CASCADE,
  type TEXT NOT NULL,
  payload TEXT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  delivered_at TIMESTAMPTZ,
  UNIQUE (order_id, type)
);
`

/**
 * 1070: the card on-ramp — orders (a state machine: created → three_ds →
 * delivering → completed | failed, or declined; one delivery per order, its
 * transaction hash unique) and one webhook event per order and type.
 */
export const onrampMigrations: readonly Migration[] = [
  { id: 1070, name: 'onramp', sql: schema },
]
