import {
  type BaseError,
  CallsStatusNotApprovedError,
  RpcError,
  UnauthorizedProviderError,
  UnsupportedProviderMethodError,
} from '@latch/common'
import { type Hex, hexToBigInt, hexToNumber, isHex } from 'viem'
import { getEip155Wallet } from '../transactions/eip155/getEip155Wallet.js'
import { walletRequest } from '../transactions/eip155/walletRequest.js'
import { InvalidWalletResponseError } from '../transactions/errors.js'
import type { Config } from '../types/config.js'

export type GetCallsStatusParameters = {
  /** The id sendCalls returned. */
  id: string
}

/** A receipt of one call, as EIP-5792 reports it (quantities as bigint). */
export type CallReceipt = {
  logs: { address: Hex; data: Hex; topics: Hex[] }[]
  status: 'success' | 'reverted'
  blockHash: Hex
  blockNumber: bigint
  gasUsed: bigint
  transactionHash: Hex
}

export type GetCallsStatusReturnType = {
  version: string
  id: string
  chainId: number
  /**
   * EIP-5792 code: 100 pending, 200 confirmed, 400 failed off chain, 500
   * reverted, 600 partially reverted.
   */
  statusCode: number
  status: 'pending' | 'success' | 'failure'
  /** True when the wallet ran the batch atomically. */
  atomic: boolean
  receipts: CallReceipt[]
}

/**
 * CallsStatusNotApprovedError ('Fetching call status not approved by the
 * wallet.'), UnknownBundleIdError (5730), provider errors.
 */
export type GetCallsStatusErrorType = BaseError

/**
 * Reads the status of a batch sent with sendCalls (EIP-5792
 * `wallet_getCallsStatus`), with its receipts.
 *
 * https://latch.dev/docs/core/actions/getCallsStatus
 *
 * @example
 * const { status, receipts } = await getCallsStatus(config, { id })
 */
export async function getCallsStatus(
  config: Config,
  parameters: GetCallsStatusParameters,
): Promise<GetCallsStatusReturnType> {
  const wallet = await getEip155Wallet(config)
  let raw: Record<string, unknown>
  try {
    raw = await walletRequest(wallet.provider, 'wallet_getCallsStatus', [
      parameters.id,
    ])
  } catch (error) {
    if (
      error instanceof UnauthorizedProviderError ||
      error instanceof UnsupportedProviderMethodError ||
      (error instanceof RpcError && error.code === -32601)
    )
      throw new CallsStatusNotApprovedError({ cause: error })
    throw error
  }
  if (!raw || typeof raw !== 'object')
    throw new InvalidWalletResponseError(
      'wallet_getCallsStatus',
      `expected a status object, got ${JSON.stringify(raw)}`,
    )
  const statusCode = toStatusCode(raw.status)
  const receipts = Array.isArray(raw.receipts) ? raw.receipts : []
  return {
    version: typeof raw.version === 'string' ? raw.version : '1.0',
    id: typeof raw.id === 'string' ? raw.id : parameters.id,
    chainId: isHex(raw.chainId) ? hexToNumber(raw.chainId) : wallet.chainId,
    statusCode,
    status:
      statusCode < 200 ? 'pending' : statusCode < 300 ? 'success' : 'failure',
    atomic: raw.atomic === true,
    receipts: receipts.map(toReceipt),
  }
}

// v1 wallets answer 'PENDING' / 'CONFIRMED'.
function toStatusCode(status: unknown): number {
  if (typeof status === 'number') return status
  if (status === 'CONFIRMED') return 200
  if (status === 'PENDING') return 100
  throw new InvalidWalletResponseError(
    'wallet_getCallsStatus',
    `unknown status ${JSON.stringify(status)}`,
  )
}

function toReceipt(raw: Record<string, unknown>): CallReceipt {
  const hex = (value: unknown) => (isHex(value) ? value : '0x0')
  return {
    logs: (Array.isArray(raw.logs) ? raw.logs : []) as CallReceipt['logs'],
    status:
      raw.status === '0x1' || raw.status === 'success' ? 'success' : 'reverted',
    blockHash: hex(raw.blockHash),
    blockNumber: hexToBigInt(hex(raw.blockNumber)),
    gasUsed: hexToBigInt(hex(raw.gasUsed)),
    transactionHash: hex(raw.transactionHash),
  }
}
