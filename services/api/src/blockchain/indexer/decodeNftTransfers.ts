import {
  decodeAbiParameters,
  type Hex,
  hexToBigInt,
  toEventSelector,
} from 'viem'
import type { RpcLog } from './rpcTypes.js'
import { TRANSFER_TOPIC } from './storeBlock.js'

/** TransferSingle(address,address,address,uint256,uint256) of ERC-1155. */
export const TRANSFER_SINGLE_TOPIC = toEventSelector(
  'TransferSingle(address,address,address,uint256,uint256)',
)
/** TransferBatch(address,address,address,uint256[],uint256[]) of ERC-1155. */
export const TRANSFER_BATCH_TOPIC = toEventSelector(
  'TransferBatch(address,address,address,uint256[],uint256[])',
)

/** One token moved by an NFT transfer log. */
export type NftTransfer = {
  standard: 'erc721' | 'erc1155'
  from: string
  to: string
  tokenId: bigint
  amount: bigint
  /** Position inside a TransferBatch; 0 otherwise. */
  batchIndex: number
}

const address = (topic: Hex | undefined) =>
  topic ? `0x${topic.slice(26)}`.toLowerCase() : undefined

/**
 * The tokens an ERC-721 Transfer (token id as a fourth topic) or an
 * ERC-1155 TransferSingle / TransferBatch log moved; [] for any other log
 * (an ERC-20 Transfer has 3 topics) or one that does not decode.
 */
export function decodeNftTransfers(log: RpcLog): NftTransfer[] {
  if (log.removed || log.topics.length !== 4) return []
  const [topic, a, b, c] = log.topics
  try {
    if (topic === TRANSFER_TOPIC) {
      const [from, to] = [address(a), address(b)]
      if (!from || !to || !c || log.data !== '0x') return []
      const tokenId = hexToBigInt(c)
      return [
        { standard: 'erc721', from, to, tokenId, amount: 1n, batchIndex: 0 },
      ]
    }
    const [from, to] = [address(b), address(c)]
    if (!from || !to) return []
    if (topic === TRANSFER_SINGLE_TOPIC) {
      const [tokenId, amount] = decodeAbiParameters(
        [{ type: 'uint256' }, { type: 'uint256' }],
        log.data,
      )
      return [{ standard: 'erc1155', from, to, tokenId, amount, batchIndex: 0 }]
    }
    if (topic === TRANSFER_BATCH_TOPIC) {
      const [ids, amounts] = decodeAbiParameters(
        [{ type: 'uint256[]' }, { type: 'uint256[]' }],
        log.data,
      )
      if (ids.length !== amounts.length) return []
      return ids.map((tokenId, batchIndex) => ({
        standard: 'erc1155' as const,
        from,
        to,
        tokenId,
        amount: amounts[batchIndex] ?? 0n,
        batchIndex,
      }))
    }
  } catch {
    return []
  }
  return []
}
