import { createHash } from 'node:crypto'
import {
  getBase58Decoder,
  getBase64Encoder,
  getCompiledTransactionMessageDecoder,
  isBlockhash,
} from '@solana/kit'
import { LAMPORTS_PER_SIGNATURE } from '../chain/createSolanaChain.js'
import { invalidParams } from './JsonRpcError.js'
import { readConfig, readString } from './readParams.js'
import {
  type RpcMethod,
  SOLANA_CORE_VERSION,
  withContext,
} from './rpcMethod.js'

/**
 * The local chain's genesis hash: base58(sha256('latch-solana-localnet')),
 * B3a6eJyjz4Nhac9rNdEn8s1tXP2C949mKNDvyy6Zx6Mh (`solanaLocalnet` in
 * @latch/common is named after its first 32 characters).
 */
export const SOLANA_LOCALNET_GENESIS_HASH = getBase58Decoder().decode(
  createHash('sha256').update('latch-solana-localnet').digest(),
)

const SLOTS_PER_EPOCH = 432_000n

const getLatestBlockhash: RpcMethod = ([config], { chain }) => {
  readConfig(config)
  return withContext(chain, chain.latestBlockhash())
}

const isBlockhashValid: RpcMethod = ([blockhash, config], { chain }) => {
  readConfig(config)
  const hash = readString(blockhash, 'blockhash')
  if (!isBlockhash(hash))
    throw invalidParams('Invalid param: not a base58 blockhash')
  return withContext(chain, chain.isBlockhashValid(hash))
}

const getFeeForMessage: RpcMethod = ([message, config], { chain }) => {
  readConfig(config)
  const text = readString(message, 'message')
  let decoded: ReturnType<
    ReturnType<typeof getCompiledTransactionMessageDecoder>['decode']
  >
  try {
    decoded = getCompiledTransactionMessageDecoder().decode(
      getBase64Encoder().encode(text),
    )
  } catch {
    throw invalidParams('Invalid param: not a base64 transaction message')
  }
  const fee = chain.isBlockhashValid(decoded.lifetimeToken)
    ? LAMPORTS_PER_SIGNATURE * BigInt(decoded.header.numSignerAccounts)
    : null
  return withContext(chain, fee)
}

const getEpochInfo: RpcMethod = ([config], { chain }) => {
  readConfig(config)
  return {
    absoluteSlot: chain.slot,
    blockHeight: chain.blockHeight,
    epoch: chain.slot / SLOTS_PER_EPOCH,
    slotIndex: chain.slot % SLOTS_PER_EPOCH,
    slotsInEpoch: SLOTS_PER_EPOCH,
    transactionCount: chain.transactionCount,
  }
}

function withConfig(read: RpcMethod): RpcMethod {
  return (params, node) => {
    readConfig(params[0])
    return read(params, node)
  }
}

export const clusterMethods: Record<string, RpcMethod> = {
  getLatestBlockhash,
  isBlockhashValid,
  getFeeForMessage,
  getEpochInfo,
  getSlot: withConfig((_, { chain }) => chain.slot),
  getBlockHeight: withConfig((_, { chain }) => chain.blockHeight),
  getTransactionCount: withConfig((_, { chain }) => chain.transactionCount),
  getGenesisHash: () => SOLANA_LOCALNET_GENESIS_HASH,
  getVersion: () => ({ 'solana-core': SOLANA_CORE_VERSION, 'feature-set': 0 }),
  getHealth: () => 'ok',
  getRecentPrioritizationFees: () => [],
}
