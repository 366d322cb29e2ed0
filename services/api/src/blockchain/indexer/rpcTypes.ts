import type { Hex } from 'viem'

/** Block as returned by eth_getBlockByNumber with full transactions. */
export type RpcBlock = {
  number: Hex
  hash: Hex
  parentHash: Hex
  timestamp: Hex
  transactions: RpcTransaction[]
}

type RpcTransaction = {
  hash: Hex
  from: Hex
  to: Hex | null
  value: Hex
  nonce: Hex
  transactionIndex: Hex
  input: Hex
}

export type RpcReceipt = { transactionHash: Hex; status?: Hex }

export type RpcLog = {
  address: Hex
  topics: Hex[]
  data: Hex
  blockNumber: Hex
  blockHash: Hex
  transactionHash: Hex
  logIndex: Hex
  removed?: boolean
}
