import type { BlockRecord } from '../chain/blockLog.js'
import {
  encodeTransactionRecord,
  transactionEncodings,
} from './encodeTransaction.js'
import { invalidParams, JsonRpcError } from './JsonRpcError.js'
import { readBoolean, readConfig, readEncoding, readU64 } from './readParams.js'
import type { RpcMethod, SolanaRpcNode } from './rpcMethod.js'

/** Solana: no block for that slot (not produced yet). */
const BLOCK_NOT_AVAILABLE = -32004
/** Solana: the transaction's version is newer than the client accepts. */
const UNSUPPORTED_TRANSACTION_VERSION = -32015

const transactionDetailsValues = ['full', 'signatures', 'none'] as const

function readBlock(value: unknown, { chain }: SolanaRpcNode): BlockRecord {
  const slot = readU64(value, 'slot')
  const block = chain.findBlock(slot)
  if (!block)
    throw new JsonRpcError(
      BLOCK_NOT_AVAILABLE,
      `Block not available for slot ${slot}`,
    )
  return block
}

/** getBlock and getBlockTime answer confirmed and finalized blocks only. */
function readBlockConfig(value: unknown) {
  const options = readConfig(value)
  if (options.commitment === 'processed')
    throw invalidParams('Method does not support commitment below `confirmed`')
  return options
}

const getBlockTime: RpcMethod = ([slot], node) =>
  readBlock(slot, node).blockTime

const getBlock: RpcMethod = ([slot, config], node) => {
  const options = readBlockConfig(
    typeof config === 'string' ? { encoding: config } : config,
  )
  const encoding = readEncoding(options, transactionEncodings, 'json')
  const details = options.transactionDetails ?? 'full'
  if (!transactionDetailsValues.includes(details as never))
    throw invalidParams(
      `Invalid params: transactionDetails must be one of ${transactionDetailsValues.join(', ')}`,
    )
  const rewards = readBoolean(options, 'rewards', true)
  const maxVersion = options.maxSupportedTransactionVersion
  if (maxVersion !== undefined && maxVersion !== 0)
    throw invalidParams(
      'Invalid params: maxSupportedTransactionVersion must be 0',
    )
  const block = readBlock(slot, node)
  const answer: Record<string, unknown> = {
    blockHeight: block.blockHeight,
    blockTime: block.blockTime,
    blockhash: block.blockhash,
    parentSlot: block.parentSlot,
    previousBlockhash: block.previousBlockhash,
  }
  if (rewards) answer.rewards = []
  if (details === 'signatures')
    answer.signatures = block.transactions.flatMap((t) => t.signatures)
  if (details === 'full')
    answer.transactions = block.transactions.map((record) => {
      if (record.message.version !== 'legacy' && maxVersion === undefined)
        throw new JsonRpcError(
          UNSUPPORTED_TRANSACTION_VERSION,
          `Transaction version (${record.message.version}) is not supported by the requesting client. Please try the request again with the following configuration parameter: "maxSupportedTransactionVersion": ${record.message.version}`,
        )
      const { transaction, meta, version } = encodeTransactionRecord(
        record,
        encoding,
      )
      return maxVersion === undefined
        ? { transaction, meta }
        : { transaction, meta, version }
    })
  return answer
}

export const blockMethods: Record<string, RpcMethod> = {
  getBlock,
  getBlockTime,
}
