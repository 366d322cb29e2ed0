import { describeEvmTypedData } from '@latch/common/describe'
import {
  type CallsBatch,
  getCallsStatusResult,
  getCapabilitiesResult,
  ProviderRpcError,
  parseSendCalls,
  sendCallsSequentially,
  walletCallsErrorCodes,
} from '@latch/devnet/wallet'
import {
  createWalletClient,
  defineChain,
  type Hex,
  http,
  isAddressEqual,
  isHex,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import {
  type PreparedTransaction,
  prepareEvmTransactions,
} from './evm/prepareEvmTransactions.js'
import { readEvmCalls } from './evm/readEvmCalls.js'
import { reviewClient } from './evm/reviewEvmRequest.js'
import type { WalletChain } from './readWalletConfig.js'

export type ExecuteRequestParameters = {
  method: string
  params: unknown
  /** The chain the request names (`eip155:<id>` in the session request). */
  chain: WalletChain
  privateKey: Hex
  /** Every chain of the wallet (capabilities). @default [chain] */
  chains?: readonly WalletChain[] | undefined
  /** wallet_sendCalls batches by id. @default this page's store */
  batches?: Map<string, CallsBatch> | undefined
  /**
   * The transactions the dialog showed (reviewEvmRequest), signed exactly:
   * gas and fees included. Without them the wallet prepares its own, with
   * the same bounds.
   */
  prepared?: readonly PreparedTransaction[] | undefined
}

// Batches sent from this page, for wallet_getCallsStatus (a reload forgets
// them: their status then answers 5730, unknown bundle id).
const pageBatches = new Map<string, CallsBatch>()

const invalid = (detail: string) => new ProviderRpcError(-32602, detail)

function assertOwnAddress(address: unknown, own: Hex) {
  if (typeof address !== 'string' || !isHex(address))
    throw invalid('expected an address')
  if (!isAddressEqual(address, own))
    throw new ProviderRpcError(4100, `Unknown account ${address}`)
}

function clientFor(chain: WalletChain, privateKey: Hex) {
  return createWalletClient({
    account: privateKeyToAccount(privateKey),
    chain: defineChain({
      id: chain.chainId,
      name: chain.name,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [chain.rpcUrl] } },
    }),
    transport: http(chain.rpcUrl),
  })
}

type WalletClient = ReturnType<typeof clientFor>

/** Signs and sends one prepared transaction: these gas and fee values only. */
function sendPrepared(client: WalletClient, tx: PreparedTransaction) {
  return client.sendTransaction({
    type: 'eip1559',
    ...(tx.to && { to: tx.to }),
    ...(tx.data && { data: tx.data }),
    value: tx.value,
    gas: tx.gas,
    maxFeePerGas: tx.maxFeePerGas,
    maxPriorityFeePerGas: tx.maxPriorityFeePerGas,
    ...(tx.nonce !== undefined && { nonce: tx.nonce }),
  })
}

/** What the dialog showed, or the wallet's own bounded preparation. */
async function transactionsFor(
  chain: WalletChain,
  from: Hex,
  request: { method: string; params: unknown },
  prepared: readonly PreparedTransaction[] | undefined,
) {
  const calls = readEvmCalls(request.method, request.params)
  if (prepared && prepared.length === calls.length) return prepared
  return prepareEvmTransactions({ client: reviewClient(chain), from, calls })
}

/**
 * Signs or sends with the local key: `personal_sign`,
 * `eth_signTypedData_v4` (what `describeEvmTypedData` can show: never
 * with primaryType EIP712Domain),
 * `eth_sendTransaction` (through the chain's RPC URL) and EIP-5792
 * `wallet_sendCalls` (calls sent one by one: an EOA has no atomic
 * batches), `wallet_getCallsStatus`, `wallet_getCapabilities`.
 * Transactions are signed with `prepared` (what the dialog showed) or
 * with gas and fees the wallet sets itself: a caller's fee fields are
 * hints capped at 2× the node's estimate (prepareEvmTransactions).
 * Resolves with the JSON-RPC result.
 *
 * @throws {ProviderRpcError} bad params, another account, unsupported method
 */
export async function executeRequest({
  method,
  params,
  chain,
  privateKey,
  chains = [chain],
  batches = pageBatches,
  prepared,
}: ExecuteRequestParameters): Promise<unknown> {
  const account = privateKeyToAccount(privateKey)
  const list = Array.isArray(params) ? params : []
  if (method === 'wallet_getCapabilities')
    return getCapabilitiesResult(list, {
      address: account.address,
      chainIds: chains.map((c) => c.chainId),
    })
  if (method === 'wallet_sendCalls') {
    const batch = parseSendCalls(list, {
      chainId: chain.chainId,
      address: account.address,
      has: (id) => batches.has(id),
    })
    const client = clientFor(chain, privateKey)
    const txs = await transactionsFor(
      chain,
      account.address,
      { method, params: list },
      prepared,
    )
    batches.set(batch.id, batch)
    try {
      let index = 0
      await sendCallsSequentially(batch, () => {
        const tx = txs[index++]
        if (!tx) throw new ProviderRpcError(-32603, 'call not prepared')
        return sendPrepared(client, tx)
      })
    } catch (error) {
      batches.delete(batch.id)
      throw error
    }
    return { id: batch.id }
  }
  if (method === 'wallet_getCallsStatus') {
    const batch = typeof list[0] === 'string' ? batches.get(list[0]) : undefined
    if (!batch)
      throw new ProviderRpcError(
        walletCallsErrorCodes.unknownBundleId,
        'This bundle id is unknown / has not been submitted.',
      )
    const batchChain = chains.find((c) => c.chainId === batch.chainId) ?? chain
    const client = clientFor(batchChain, privateKey)
    return getCallsStatusResult(batch, (m, p) =>
      client.request({ method: m, params: p } as never),
    )
  }
  if (method === 'personal_sign') {
    const [message, address] = list as [unknown, unknown]
    if (typeof message !== 'string') throw invalid('expected a message')
    assertOwnAddress(address, account.address)
    return account.signMessage({
      message: isHex(message) ? { raw: message } : message,
    })
  }
  if (method === 'eth_signTypedData_v4') {
    const [address, data] = list as [unknown, unknown]
    assertOwnAddress(address, account.address)
    // Only what the dialog could show in full (describeEvmTypedData): not
    // EIP712Domain as the message (a bare domain separator no screen can
    // name), nothing viem refuses, nothing too large to read.
    const { typedData, review } = describeEvmTypedData(data, {
      chainId: chain.chainId,
    })
    if (!typedData) {
      const refused = review.warnings.find((w) => w.kind === 'typedDataRefused')
      throw invalid(refused?.detail ?? 'expected typed data')
    }
    return account.signTypedData(typedData as never)
  }
  if (method === 'eth_sendTransaction') {
    const [tx] = list as [{ from?: unknown } | undefined]
    if (!tx || typeof tx !== 'object') throw invalid('expected a transaction')
    if (tx.from) assertOwnAddress(tx.from, account.address)
    const client = clientFor(chain, privateKey)
    const [first] = await transactionsFor(
      chain,
      account.address,
      { method, params: list },
      prepared,
    )
    if (!first) throw invalid('expected a transaction')
    return sendPrepared(client, first)
  }
  throw new ProviderRpcError(4200, `Unsupported method ${method}`)
}
