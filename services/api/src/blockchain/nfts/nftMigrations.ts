import type { Migration } from '../../db/Migration.js'

const schema = `
CREATE TABLE chain_nft_transfers (
  chain_id TEXT NOT NULL,
  tx_hash TEXT NOT NULL,
  log_index INTEGER NOT NULL,
  batch_index INTEGER NOT NULL,
  block_number BIGINT NOT NULL,
  contract TEXT NOT NULL,
  standard TEXT NOT NULL,
  token_id NUMERIC(78, 0) NOT NULL,
  from_address TEXT NOT NULL,
  to_address TEXT NOT NULL,
  amount NUMERIC(78, 0) NOT NULL,
  PRIMARY KEY (chain_id, tx_hash, log_index, batch_index)
);
CREATE INDEX chain_nft_transfers_block
  ON chain_nft_transfers (chain_id, block_number);
CREATE INDEX chain_nft_transfers_to ON chain_nft_transfers (to_address);
CREATE INDEX chain_nft_transfers_from ON chain_nft_transfers (from_address);
CREATE TABLE chain_nft_collections (
  chain_id TEXT NOT NULL,
  address TEXT NOT NULL,
  standard TEXT NOT NULL,
  name TEXT,
  symbol TEXT,
  PRIMARY KEY (chain_id, address)
);
CREATE TABLE chain_nft_metadata (
  chain_id TEXT NOT NULL,
  contract TEXT NOT NULL,
  token_id NUMERIC(78, 0) NOT NULL,
  name TEXT,
  description TEXT,
  image_url TEXT,
  failed BOOLEAN NOT NULL,
  fetched_at BIGINT NOT NULL,
  PRIMARY KEY (chain_id, contract, token_id)
);
`

/**
 * 1021 (issue 21): NFT transfers the indexer reads (ERC-721 Transfer,
 * ERC-1155 TransferSingle / TransferBatch, one row per token moved), the
 * collections seen, and token metadata fetched once and cached.
 */
export const nftMigrations: readonly Migration[] = [
  { id: 1021, name: 'nfts', sql: schema },
]
