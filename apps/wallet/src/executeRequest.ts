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
import { WalletRequestError } from './WalletRequestError.js'

export type ExecuteRequestParameters = {
  method: string
  params: unknown
  /** The chain the request names (`eip155:<id>` in the session request). */
  chain: WalletChain
  privateKey: Hex
}

type TransactionParams = {
  from?: string
  to?: Hex
  value?: Hex
  data?: Hex
  gas?: Hex
  nonce?: Hex
}

const invalid = (detail: string) => new WalletRequestError(-32602, detail)

function assertOwnAddress(address: unknown, own: Hex) {
  if (typeof address !== 'string' || !isHex(address))
    throw invalid('expected an address')
  if (!isAddressEqual(address, own))
    throw new WalletRequestError(4100, `Unknown account ${address}`)
}

/**
 * Signs or sends with the local key: `personal_sign`,
 * `eth_signTypedData_v4` and `eth_sendTransaction` (through the chain's RPC
 * URL). Resolves with the JSON-RPC result.
 *
 * @throws {WalletRequestError} bad params, another account, unsupported method
 */
export async function executeRequest({
  method,
  params,
  chain,
  privateKey,
}: ExecuteRequestParameters): Promise<unknown> {
  const account = privateKeyToAccount(privateKey)
  const list = Array.isArray(params) ? params : []
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
    const client = createWalletClient({
      account,
      chain: defineChain({
        id: chain.chainId,
        name: chain.name,
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: { default: { http: [chain.rpcUrl] } },
      }),
      transport: http(chain.rpcUrl),
    })
    return client.sendTransaction({
      ...(tx.to && { to: tx.to }),
      ...(tx.value && { value: BigInt(tx.value) }),
      ...(tx.data && { data: tx.data }),
      ...(tx.gas && { gas: BigInt(tx.gas) }),
      ...(tx.nonce && { nonce: Number(tx.nonce) }),
    })
  }
  throw new WalletRequestError(4200, `Unsupported method ${method}`)
}
