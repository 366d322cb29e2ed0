import {
  bytesToHex,
  type Hex,
  isAddress,
  isAddressEqual,
  isHex,
  numberToHex,
  type RpcTransactionReceipt,
} from 'viem'
import { ProviderRpcError } from './ProviderRpcError.js'

/** EIP-5792 error codes the wallets answer with. */
export const walletCallsErrorCodes = {
  unsupportedNonOptionalCapability: 5700,
  unsupportedChainId: 5710,
  duplicateId: 5720,
  unknownBundleId: 5730,
  atomicityNotSupported: 5760,
} as const

/** The exact message for a `wallet_getCapabilities` without an address. */
export const MISSING_CAPABILITIES_ADDRESS =
  'Missing address parameter in wallet_getCapabilities request'

/** One call of a `wallet_sendCalls` batch, as the wallet sends it. */
export type WalletCall = { to: Hex; data?: Hex; value?: Hex }

/** A batch the wallet accepted; `hashes` fill as its calls are sent. */
export type CallsBatch = {
  id: string
  chainId: number
  from: Hex
  calls: WalletCall[]
  hashes: Hex[]
  /** Why sending stopped before the last call, if it did. */
  error?: string
}

/**
 * Checks `wallet_sendCalls` parameters (EIP-5792 v2 and SPEC §5: every
 * call's `to` starts with 0x, `data` if present starts with 0x) for a wallet
 * that sends calls one by one: atomic execution is refused with 5760, an
 * unknown non-optional capability with 5700, another chain with 5710, a
 * reused id with 5720.
 */
export function parseSendCalls(
  params: unknown,
  wallet: {
    chainId: number
    address: Hex
    /** True when a batch with this id exists. */
    has(id: string): boolean
  },
): CallsBatch {
  const [request] = (Array.isArray(params) ? params : []) as [unknown]
  if (!request || typeof request !== 'object')
    throw ProviderRpcError.invalidParams('expected a wallet_sendCalls object')
  const r = request as Record<string, unknown>
  if (r.from !== undefined && r.from !== null) {
    if (typeof r.from !== 'string' || !isAddress(r.from, { strict: false }))
      throw ProviderRpcError.invalidParams('"from" is not an address')
    if (!isAddressEqual(r.from, wallet.address))
      throw ProviderRpcError.unauthorized()
  }
  if (!isHex(r.chainId))
    throw ProviderRpcError.invalidParams('"chainId" must be a hex string')
  if (Number(r.chainId) !== wallet.chainId)
    throw new ProviderRpcError(
      walletCallsErrorCodes.unsupportedChainId,
      `This Wallet does not support the requested chain ID ${r.chainId} (switch to it first).`,
    )
  if (r.atomicRequired === true)
    throw new ProviderRpcError(
      walletCallsErrorCodes.atomicityNotSupported,
      'The wallet does not support atomic execution but the request requires it.',
    )
  const capabilities = (r.capabilities ?? {}) as Record<string, unknown>
  for (const [name, value] of Object.entries(capabilities))
    if (!(value as { optional?: unknown } | null)?.optional)
      throw new ProviderRpcError(
        walletCallsErrorCodes.unsupportedNonOptionalCapability,
        `This Wallet does not support the capability "${name}".`,
      )
  if (!Array.isArray(r.calls) || r.calls.length === 0)
    throw ProviderRpcError.invalidParams('"calls" must be a non-empty array')
  const calls = r.calls.map((call: unknown, index) => {
    const c = (call ?? {}) as Record<string, unknown>
    if (typeof c.to !== 'string' || !c.to.startsWith('0x'))
      throw ProviderRpcError.invalidParams(
        `call ${index}: "to" must start with 0x`,
      )
    if (
      c.data !== undefined &&
      (typeof c.data !== 'string' || !c.data.startsWith('0x'))
    )
      throw ProviderRpcError.invalidParams(
        `call ${index}: "data" must start with 0x`,
      )
    if (c.value !== undefined && !isHex(c.value))
      throw ProviderRpcError.invalidParams(
        `call ${index}: "value" must be a hex quantity`,
      )
    return {
      to: c.to as Hex,
      ...(c.data !== undefined ? { data: c.data as Hex } : {}),
      ...(c.value !== undefined ? { value: c.value as Hex } : {}),
    }
  })
  let id: string
  if (r.id !== undefined) {
    if (typeof r.id !== 'string' || r.id.length === 0 || r.id.length > 8194)
      throw ProviderRpcError.invalidParams('"id" must be a string')
    if (wallet.has(r.id))
      throw new ProviderRpcError(
        walletCallsErrorCodes.duplicateId,
        'There is already a bundle submitted with this ID.',
      )
    id = r.id
  } else id = randomId()
  return {
    id,
    chainId: wallet.chainId,
    from: wallet.address,
    calls,
    hashes: [],
  }
}

/**
 * Sends the calls one after another (an EOA cannot batch atomically). If
 * the first fails, nothing was sent and its error is thrown; a later
 * failure stops the batch and is kept for the status (600, partial).
 */
export async function sendCallsSequentially(
  batch: CallsBatch,
  send: (call: WalletCall) => Promise<Hex>,
): Promise<void> {
  for (const call of batch.calls) {
    try {
      batch.hashes.push(await send(call))
    } catch (error) {
      if (batch.hashes.length === 0) throw error
      batch.error = error instanceof Error ? error.message : String(error)
      return
    }
  }
}

/**
 * The EIP-5792 v2 `wallet_getCallsStatus` answer for a batch: 100 pending
 * until every sent call has a receipt, then 200 all succeeded, 500 all
 * reverted (nothing changed on chain), 600 some reverted or were never sent.
 */
export async function getCallsStatusResult(
  batch: CallsBatch,
  rpc: (method: string, params: unknown[]) => Promise<unknown>,
) {
  const receipts = (await Promise.all(
    batch.hashes.map((hash) => rpc('eth_getTransactionReceipt', [hash])),
  )) as (RpcTransactionReceipt | null)[]
  const mined = receipts.filter((r): r is RpcTransactionReceipt => !!r)
  const complete = mined.length === batch.hashes.length
  const ok = mined.filter((r) => r.status === '0x1').length
  const all = batch.calls.length
  const status = !complete
    ? 100
    : ok === all
      ? 200
      : ok === 0
        ? batch.hashes.length === 0
          ? 400
          : 500
        : 600
  return {
    version: '2.0.0',
    id: batch.id,
    chainId: numberToHex(batch.chainId),
    status,
    atomic: false,
    receipts: mined.map((r) => ({
      logs: r.logs.map(({ address, data, topics }) => ({
        address,
        data,
        topics,
      })),
      status: r.status,
      blockHash: r.blockHash,
      blockNumber: r.blockNumber,
      gasUsed: r.gasUsed,
      transactionHash: r.transactionHash,
    })),
  }
}

/**
 * The `wallet_getCapabilities` answer of a wallet without atomic batches:
 * `atomic: { status: 'unsupported' }` for each of its chains (all, or those
 * asked for), keyed by hex chain id. Needs the connected address.
 */
export function getCapabilitiesResult(
  params: unknown,
  wallet: { address: Hex; chainIds: readonly number[] },
): Record<Hex, { atomic: { status: 'unsupported' } }> {
  const [address, filter] = (Array.isArray(params) ? params : []) as [
    unknown,
    unknown,
  ]
  if (address === undefined || address === null || address === '')
    throw new ProviderRpcError(-32602, MISSING_CAPABILITIES_ADDRESS)
  if (typeof address !== 'string' || !isAddress(address, { strict: false }))
    throw ProviderRpcError.invalidParams('not an address')
  if (!isAddressEqual(address, wallet.address))
    throw ProviderRpcError.unauthorized()
  const asked = Array.isArray(filter)
    ? filter.filter((id) => isHex(id)).map((id) => Number(id))
    : undefined
  const chainIds = asked
    ? wallet.chainIds.filter((id) => asked.includes(id))
    : wallet.chainIds
  return Object.fromEntries(
    chainIds.map((id) => [
      numberToHex(id),
      { atomic: { status: 'unsupported' as const } },
    ]),
  )
}

function randomId(): Hex {
  return bytesToHex(crypto.getRandomValues(new Uint8Array(32)))
}
