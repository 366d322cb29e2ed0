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

// Exactly-once delivery: the signed payout is stored before it is
// broadcast (its raw bytes, hash, sender and nonce; on Solana the last
// block height its blockhash is valid at), a lease marks the process
// delivering an order, and treasury nonces are handed out by the database
// so two API processes never sign two payouts with one nonce. `network`:
// a Solana order's CAIP-2 chain (its chain_id is 0).
const payouts = `
ALTER TABLE onramp_orders
  ADD COLUMN network TEXT,
  ADD COLUMN payout_from TEXT,
  ADD COLUMN payout_nonce BIGINT,
  ADD COLUMN payout_valid_until BIGINT,
  ADD COLUMN payout_tx_hash TEXT UNIQUE,
  ADD COLUMN payout_raw TEXT,
  ADD COLUMN payout_error TEXT,
  ADD COLUMN claimed_until TIMESTAMPTZ;
ALTER TABLE onramp_orders DROP CONSTRAINT onramp_orders_status_check;
ALTER TABLE onramp_orders ADD CONSTRAINT onramp_orders_status_check
  CHECK (status IN ('created', 'three_ds', 'delivering', 'completed',
    'declined', 'failed', 'payout_rejected'));
CREATE INDEX onramp_orders_undelivered ON onramp_orders (updated_at)
  WHERE status = 'delivering';
-- An order delivering before this migration may have been paid (its hash
-- was stored only on completion): never swept, left to an operator.
UPDATE onramp_orders SET claimed_until = 'infinity',
  payout_error = 'delivering before migration 1071: whether it was paid is unknown; settle it by hand'
  WHERE status = 'delivering';
CREATE TABLE onramp_treasury_nonces (
  chain_id INTEGER NOT NULL,
  address TEXT NOT NULL,
  next_nonce BIGINT NOT NULL,
  PRIMARY KEY (chain_id, address)
);
`

// A stored EVM payout the chain cannot include any more (the base fee rose
// above its maxFeePerGas) is replaced by the same transfer with the same
// nonce and higher fees; the hashes it replaced stay listed (a JSON array)
// because any one of them may still be mined, and only one can be.
const replacedPayouts = `
ALTER TABLE onramp_orders
  ADD COLUMN payout_replaced TEXT NOT NULL DEFAULT '[]';
`

// Unpaid orders past their expiry are deleted after a grace period
// (pruneUnpaidOrders): found by this index, which holds only those.
const unpaidExpiry = `
CREATE INDEX onramp_orders_unpaid_expiry ON onramp_orders (expires_at)
  WHERE status IN ('created', 'three_ds');
`

/**
 * 1070: the card on-ramp — orders (a state machine: created → three_ds →
 * delivering → completed | failed, or declined; one delivery per order, its
 * transaction hash unique) and one webhook event per order and type.
 * 1071: exactly-once payouts (the signed transaction stored before its
 * broadcast, a delivery lease, the treasury's nonces, Solana orders, and
 * `payout_rejected`: a stored payout the chain refused whose nonce another
 * transaction took; README "Card on-ramp", delivery).
 * 1072: the hashes of EVM payouts replaced with higher fees.
 * 1073: the index that finds expired unpaid orders to delete.
 */
export const onrampMigrations: readonly Migration[] = [
  { id: 1070, name: 'onramp', sql: schema },
  { id: 1071, name: 'onramp_payouts', sql: payouts },
  { id: 1072, name: 'onramp_replaced_payouts', sql: replacedPayouts },
  { id: 1073, name: 'onramp_unpaid_expiry', sql: unpaidExpiry },
]
