import type { Migration } from '../../db/Migration.js'
import { nftMigrations } from '../nfts/nftMigrations.js'
import { onrampMigrations } from '../onramp/onrampMigrations.js'
import { paymasterMigrations } from '../paymaster/paymasterMigrations.js'
import { smartSessionsStoreMigration } from '../sessions/smartSessionsMigration.js'

const schema = `
CREATE TABLE chain_index_state (
  chain_id TEXT PRIMARY KEY,
  last_block BIGINT NOT NULL,
  updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE TABLE chain_blocks (
  chain_id TEXT NOT NULL,
  number BIGINT NOT NULL,
  hash TEXT NOT NULL,
  timestamp BIGINT NOT NULL,
  PRIMARY KEY (chain_id, number)
);
CREATE TABLE chain_transactions (
  chain_id TEXT NOT NULL,
  hash TEXT NOT NULL,
  block_number BIGINT NOT NULL,
  tx_index INTEGER NOT NULL,
  from_address TEXT NOT NULL,
  to_address TEXT,
  value NUMERIC(78, 0) NOT NULL,
  nonce BIGINT NOT NULL,
  status TEXT NOT NULL,
  selector TEXT,
  mined_at BIGINT NOT NULL,
  PRIMARY KEY (chain_id, hash)
);
CREATE INDEX chain_transactions_block
  ON chain_transactions (chain_id, block_number);
CREATE TABLE chain_transfers (
  chain_id TEXT NOT NULL,
  tx_hash TEXT NOT NULL,
  log_index INTEGER NOT NULL,
  block_number BIGINT NOT NULL,
  token_address TEXT,
  from_address TEXT NOT NULL,
  to_address TEXT NOT NULL,
  amount NUMERIC(78, 0) NOT NULL,
  PRIMARY KEY (chain_id, tx_hash, log_index)
);
CREATE INDEX chain_transfers_block ON chain_transfers (chain_id, block_number);
CREATE TABLE chain_account_activity (
  address TEXT NOT NULL,
  chain_id TEXT NOT NULL,
  tx_hash TEXT NOT NULL,
  mined_at BIGINT NOT NULL,
  block_number BIGINT NOT NULL,
  tx_index INTEGER NOT NULL,
  PRIMARY KEY (address, chain_id, tx_hash)
);
CREATE INDEX chain_account_activity_page ON chain_account_activity
  (address, mined_at DESC, chain_id DESC, block_number DESC, tx_index DESC);
CREATE INDEX chain_account_activity_block
  ON chain_account_activity (chain_id, block_number);
CREATE TABLE chain_tokens (
  chain_id TEXT NOT NULL,
  address TEXT NOT NULL,
  name TEXT,
  symbol TEXT,
  decimals INTEGER,
  PRIMARY KEY (chain_id, address)
);
CREATE TABLE profile_names (
  name TEXT PRIMARY KEY,
  attributes JSONB NOT NULL DEFAULT '{}'::jsonb,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE TABLE profile_name_addresses (
  name TEXT NOT NULL REFERENCES profile_names (name) ON DELETE CASCADE,
  coin_type BIGINT NOT NULL,
  address TEXT NOT NULL,
  address_lower TEXT NOT NULL,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  PRIMARY KEY (name, coin_type)
);
CREATE INDEX profile_name_addresses_address
  ON profile_name_addresses (address_lower);
`

/**
 * Migrations of the blockchain API (ids 1000 and up). 1000: the indexer's
 * blocks, transactions, transfers and per-account activity, token metadata
 * found while indexing, and registered names. 1021: NFTs (nftMigrations).
 * 1040: gas sponsorship (paymasterMigrations). 1070: the card on-ramp
 * (onrampMigrations). 1090: smart sessions (smartSessionsStoreMigration).
 */
export const blockchainMigrations: readonly Migration[] = [
  { id: 1000, name: 'blockchain', sql: schema },
  ...nftMigrations,
  ...paymasterMigrations,
  ...onrampMigrations,
  smartSessionsStoreMigration,
]
