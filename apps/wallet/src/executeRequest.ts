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
}

// Batches sent from this page, for wallet_getCallsStatus (a reload forgets
// them: their status then answers 5730, unknown bundle id).
const pageBatches = new Map<string, CallsBatch>()

type TransactionParams = {
  from?: string
  to?: Hex
  value?: Hex
  data?: Hex
  gas?: Hex
  nonce?: Hex
}

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

/**
 * Signs or sends with the local key: `personal_sign`,
 * `eth_signTypedData_v4`, `eth_sendTransaction` (through the chain's RPC
 * URL) and EIP-5792 `wallet_sendCalls` (calls sent one by one: an EOA has
 * no atomic batches), `wallet_getCallsStatus`, `wallet_getCapabilities`.
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
    batches.set(batch.id, batch)
    try {
      await sendCallsSequentially(batch, (call) =>
        client.sendTransaction({
          to: call.to,
          ...(call.data && { data: call.data }),
          ...(call.value && { value: BigInt(call.value) }),
        }),
      )
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
    const typed = typeof data === 'string' ? JSON.parse(data) : data
    if (!typed || typeof typed !== 'object')
      throw invalid('expected typed data')
    return account.signTypedData(typed)
  }
  if (method === 'eth_sendTransaction') {
    const [tx] = list as [TransactionParams | undefined]
    if (!tx || typeof tx !== 'object') throw invalid('expected a transaction')
    if (tx.from) assertOwnAddress(tx.from, account.address)
    const client = clientFor(chain, privateKey)
    return client.sendTransaction({
      ...(tx.to && { to: tx.to }),
      ...(tx.value && { value: BigInt(tx.value) }),
      ...(tx.data && { data: tx.data }),
      ...(tx.gas && { gas: BigInt(tx.gas) }),
      ...(tx.nonce && { nonce: Number(tx.nonce) }),
    })
  }
  throw new ProviderRpcError(4200, `Unsupported method ${method}`)
}
