import { type Hex, http, numberToHex } from 'viem'
import { createBundlerClient } from 'viem/account-abstraction'
import type { ChainSettings } from '../../blockchain/settings/BlockchainSettings.js'
import { EmbeddedError } from '../http/EmbeddedError.js'
import { toChainRpcError } from '../rpc/toChainRpcError.js'

type UserOperationReceipt = {
  success: boolean
  receipt: {
    status: string
    logs: unknown[]
    blockHash: string
    blockNumber: string
    gasUsed: string
    transactionHash: string
  }
}

/**
 * EIP-5792 status of a batch sent as one user operation, from the
 * bundler's `eth_getUserOperationReceipt`: 100 until it is included, then
 * 200 when its calls ran (all of them: atomic) or 500 when they reverted
 * (none ran); the one receipt is the bundle transaction's.
 */
export async function getUserOperationStatus(chain: ChainSettings, id: Hex) {
  if (!chain.bundlerUrl)
    throw new EmbeddedError(400, 'unsupported_chain', 'Network Not Found')
  let found: UserOperationReceipt | null
  try {
    const bundler = createBundlerClient({
      transport: http(chain.bundlerUrl, { timeout: 10_000, retryCount: 0 }),
    })
    found = (await bundler.request({
      method: 'eth_getUserOperationReceipt',
      params: [id],
    })) as UserOperationReceipt | null
  } catch (cause) {
    throw toChainRpcError(cause)
  }
  const base = {
    version: '2.0.0',
    id,
    chainId: numberToHex(chain.chainId),
    atomic: true,
  }
  if (!found) return { ...base, status: 100, receipts: [] }
  const { logs, status, blockHash, blockNumber, gasUsed, transactionHash } =
    found.receipt
  return {
    ...base,
    status: found.success ? 200 : 500,
    receipts: [
      { logs, status, blockHash, blockNumber, gasUsed, transactionHash },
    ],
  }
}
