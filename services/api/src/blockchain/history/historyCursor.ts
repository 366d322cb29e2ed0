import { BlockchainApiError } from '../errors/BlockchainApiError.js'

/** Position after the last transaction of a history page (keyset paging). */
export type HistoryPosition = {
  /** Block timestamp, seconds. */
  minedAt: number
  /** CAIP-2 chain id. */
  chainId: string
  blockNumber: number
  txIndex: number
}

/** Encodes a history position as an opaque URL-safe cursor. */
export function encodeHistoryCursor(position: HistoryPosition): string {
  const { minedAt, chainId, blockNumber, txIndex } = position
  return Buffer.from(
    JSON.stringify([minedAt, chainId, blockNumber, txIndex]),
  ).toString('base64url')
}

const isCount = (value: unknown): value is number =>
  Number.isSafeInteger(value) && (value as number) >= 0

/**
 * Decodes a cursor made by {@link encodeHistoryCursor}; anything else is a
 * 400 `INVALID_CURSOR`.
 */
export function decodeHistoryCursor(cursor: string): HistoryPosition {
  let value: unknown
  if (/^[A-Za-z0-9_-]{1,400}$/.test(cursor))
    try {
      value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'))
    } catch {}
  if (Array.isArray(value) && value.length === 4) {
    const [minedAt, chainId, blockNumber, txIndex] = value as unknown[]
    if (
      isCount(minedAt) &&
      typeof chainId === 'string' &&
      /^eip155:[1-9][0-9]{0,15}$/.test(chainId) &&
      isCount(blockNumber) &&
      isCount(txIndex)
    )
      return { minedAt, chainId, blockNumber, txIndex }
  }
  throw new BlockchainApiError(
    400,
    'INVALID_CURSOR',
    'Invalid cursor: pass the `next` value of the previous page unchanged.',
  )
}
