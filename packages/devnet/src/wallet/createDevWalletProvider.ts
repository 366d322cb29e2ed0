import { createEmitter } from '@latch/common'
import {
  describeEvmMessage,
  describeEvmTransactions,
  describeEvmTypedData,
} from '@latch/common/describe'
import { type Hex, isAddress, isAddressEqual, isHex, numberToHex } from 'viem'
import { type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts'
import { devnetChains } from '../chains.js'
import { devAccounts } from '../devAccounts.js'
import { createDevWalletSender } from './createDevWalletSender.js'
import {
  createPromptRequest,
  type PromptSubject,
} from './createPromptRequest.js'
import { defaultStorage } from './defaultStorage.js'
import { ProviderRpcError } from './ProviderRpcError.js'
import type { TransactionRequest } from './prepareDevTransaction.js'
import { rpcRequest } from './rpcRequest.js'
import type {
  DevWalletChain,
  DevWalletChainInput,
  DevWalletConfirm,
  DevWalletProvider,
  DevWalletStorage,
  RequestArguments,
} from './types.js'
import {
  type CallsBatch,
  getCallsStatusResult,
  getCapabilitiesResult,
  parseSendCalls,
  walletCallsErrorCodes,
} from './walletCalls.js'

/** ERC-7715's revoke params `[{ permissionsContext }]` (else EIP-2255's). */
const isSessionRevoke = (params: readonly unknown[]) => {
  const first = params[0]
  return (
    typeof first === 'object' && first !== null && 'permissionsContext' in first
  )
}

/** localStorage key that remembers the page is connected. */
export const CONNECTED_STORAGE_KEY = 'latch-dev-wallet:connected'

export type CreateDevWalletProviderParameters = {
  /** Chains the wallet knows; the first is current. @default both devnets */
  chains?: readonly DevWalletChainInput[]
  /** Asks the person; resolve `true` to approve. */
  confirm: DevWalletConfirm
  /** Signing key. @default dev account `accountIndex` */
  privateKey?: Hex
  /** Which dev account (0–9) signs when no `privateKey` is given. @default 0 */
  accountIndex?: number
  /** Keeps the connected flag. @default localStorage, else in memory */
  storage?: DevWalletStorage
  /** Origin shown in prompts. @default location.origin */
  origin?: string
  /**
   * Grant ERC-7715 smart sessions (`wallet_grantPermissions`) by upgrading
   * the EOA with EIP-7702 to EIP7702StatelessDeleGator; reports the
   * `permissions` capability. @default false
   */
  smartSessions?: boolean
}

export type DevWallet = {
  provider: DevWalletProvider
  /** Switches network as if in the wallet UI: no prompt; emits chainChanged. */
  setChain(chainId: number): void
  /** Switches to dev account `index` (0–9); emits accountsChanged if connected. */
  setAccount(index: number): void
  /** Disconnects the page; emits accountsChanged([]). */
  disconnect(): void
  /** Current state, for tests and UIs. */
  getState(): { chainId: number; address: Hex; connected: boolean }
}

const unsupported = new Set([
  'eth_sign',
  'eth_signTransaction',
  'eth_signTypedData',
  'eth_signTypedData_v1',
  'eth_signTypedData_v3',
  'eth_decrypt',
  'eth_getEncryptionPublicKey',
  'eth_subscribe',
  'eth_unsubscribe',
])

/**
 * The core of the Latch Dev Wallet: an EIP-1193 provider that signs with a
 * local key and forwards reads to the current chain's RPC. It has no UI:
 * every request that needs approval goes through `confirm`.
 */
export function createDevWalletProvider(
  parameters: CreateDevWalletProviderParameters,
): DevWallet {
  const { confirm } = parameters
  const chains = (parameters.chains ?? devnetChains).map(toChain)
  const storage = parameters.storage ?? defaultStorage()
  const origin = parameters.origin ?? globalThis.location?.origin ?? 'this page'
  // EIP-1193 events, each with one argument.
  const emitter = createEmitter<{
    accountsChanged: readonly string[]
    chainChanged: string
    connect: { chainId: string }
  }>()
  let chainId = chains[0]?.chainId ?? 31337
  let account = privateKeyToAccount(
    parameters.privateKey ?? accountKey(parameters.accountIndex ?? 0),
  )
  let connecting: Promise<Hex[]> | undefined
  // wallet_sendCalls batches by id, for wallet_getCallsStatus.
  const batches = new Map<string, CallsBatch>()

  const isConnected = () => storage.getItem(CONNECTED_STORAGE_KEY) === '1'
  const chainHex = () => numberToHex(chainId)
  const chainName = () =>
    chains.find((c) => c.chainId === chainId)?.name ?? `Chain ${chainId}`
  const currentRpc = () => {
    const chain = chains.find((c) => c.chainId === chainId)
    if (!chain?.rpcUrl) throw ProviderRpcError.chainDisconnected(chainId)
    return { url: chain.rpcUrl, chainId }
  }
  const prompt = (method: string, subject: PromptSubject) =>
    createPromptRequest(method, {
      origin,
      account: account.address,
      chainName: chainName(),
      ...subject,
    })
  const ask = async (method: string, subject: PromptSubject) => {
    if (!(await confirm(prompt(method, subject))))
      throw ProviderRpcError.userRejected()
  }
  const sender = createDevWalletSender({
    account: () => account,
    rpc: currentRpc,
    // The prompt shows the transactions as they will be signed.
    askToSend: (method, transactions, feeError) =>
      ask(method, {
        review: describeEvmTransactions({ chainId, transactions, feeError }),
      }),
  })
  // Loaded on first use: the delegation code stays out of the wallet.
  let sessionsLoad:
    | Promise<
        ReturnType<
          typeof import('./devWalletSessions.js').createDevWalletSessions
        >
      >
    | undefined
  const sessions = () =>
    (sessionsLoad ??= import('./devWalletSessions.js').then(
      ({ createDevWalletSessions }) =>
        createDevWalletSessions({
          account: () => account,
          rpc: currentRpc,
          askGrant: (method, review) => ask(method, { review }),
          sendTransaction: (method, transaction) =>
            sender.sendTransaction(method, transaction),
        }),
    ))
  const requireAccount = (address: unknown) => {
    if (!isConnected()) throw ProviderRpcError.unauthorized()
    if (address !== undefined && address !== null) {
      if (typeof address !== 'string' || !isAddress(address, { strict: false }))
        throw ProviderRpcError.invalidParams('not an address')
      if (!isAddressEqual(address, account.address))
        throw ProviderRpcError.unauthorized()
    }
  }
  const switchTo = (next: number) => {
    if (next === chainId) return
    chainId = next
    emitter.emit('chainChanged', chainHex())
  }
  const connect = () => {
    if (isConnected()) return Promise.resolve([account.address])
    connecting ??= ask('eth_requestAccounts', { connect: true })
      .then(() => {
        storage.setItem(CONNECTED_STORAGE_KEY, '1')
        emitter.emit('connect', { chainId: chainHex() })
        emitter.emit('accountsChanged', [account.address])
        return [account.address]
      })
      .finally(() => {
        connecting = undefined
      })
    return connecting
  }
  const permissions = () =>
    isConnected()
      ? [
          {
            parentCapability: 'eth_accounts',
            invoker: origin,
            caveats: [
              { type: 'restrictReturnedAccounts', value: [account.address] },
            ],
          },
        ]
      : []
  const findBatch = (id: unknown) => {
    const batch = typeof id === 'string' ? batches.get(id) : undefined
    if (!batch)
      throw new ProviderRpcError(
        walletCallsErrorCodes.unknownBundleId,
        'This bundle id is unknown / has not been submitted.',
      )
    return batch
  }
  const batchStatus = (batch: CallsBatch) => {
    const chain = chains.find((c) => c.chainId === batch.chainId)
    const rpc = { url: chain?.rpcUrl ?? '', chainId: batch.chainId }
    return getCallsStatusResult(batch, (m, p) => rpcRequest(rpc, m, p))
  }
  const disconnect = () => {
    storage.removeItem(CONNECTED_STORAGE_KEY)
    emitter.emit('accountsChanged', [])
  }

  async function request({ method, params }: RequestArguments) {
    const list = (Array.isArray(params) ? params : []) as unknown[]
    switch (method) {
      case 'eth_requestAccounts':
        return connect()
      case 'eth_accounts':
        return isConnected() ? [account.address] : []
      case 'eth_chainId':
        return chainHex()
      case 'net_version':
        return String(chainId)
      case 'personal_sign': {
        let [message, address] = list
        // Some pages send [address, message]; accept that order too.
        if (isOurs(message, account) && !isOurs(address, account))
          [message, address] = [address, message]
        requireAccount(address)
        if (typeof message !== 'string')
          throw ProviderRpcError.invalidParams('message must be a string')
        await ask(method, { review: describeEvmMessage(message) })
        return account.signMessage({
          message: isHex(message) ? { raw: message } : message,
        })
      }
      case 'eth_signTypedData_v4': {
        const [address, data] = list
        requireAccount(address)
        // Only what the prompt can show in full, and viem can sign.
        const { typedData, review } = describeEvmTypedData(data, { chainId })
        if (!typedData) {
          const refused = review.warnings.find(
            (w) => w.kind === 'typedDataRefused',
          )
          throw ProviderRpcError.invalidParams(
            refused?.detail ?? 'typed data must be EIP-712 JSON',
          )
        }
        await ask(method, { review })
        return account.signTypedData(typedData as never)
      }
      case 'eth_sendTransaction': {
        const transaction = (list[0] ?? {}) as TransactionRequest
        requireAccount(transaction.from)
        return sender.sendTransaction(method, transaction)
      }
      case 'wallet_getCapabilities': {
        if (!isConnected()) throw ProviderRpcError.unauthorized()
        const result: Record<string, object> = getCapabilitiesResult(list, {
          address: account.address,
          chainIds: chains.map((c) => c.chainId),
        })
        if (parameters.smartSessions) {
          const { capability } = await sessions()
          for (const [id, value] of Object.entries(result))
            result[id] = { ...value, permissions: capability }
        }
        return result
      }
      case 'wallet_grantPermissions':
      case 'wallet_requestExecutionPermissions':
        if (!parameters.smartSessions) break
        requireAccount(undefined)
        return (await sessions()).grant(method, list)
      case 'wallet_sendCalls': {
        requireAccount(undefined)
        const batch = parseSendCalls(list, {
          chainId,
          address: account.address,
          has: (id) => batches.has(id),
        })
        batches.set(batch.id, batch)
        try {
          await sender.sendCalls(method, batch)
        } catch (error) {
          batches.delete(batch.id)
          throw error
        }
        return { id: batch.id }
      }
      case 'wallet_getCallsStatus':
        if (!isConnected()) throw ProviderRpcError.unauthorized()
        return batchStatus(findBatch(list[0]))
      case 'wallet_showCallsStatus': {
        if (!isConnected()) throw ProviderRpcError.unauthorized()
        const status = await batchStatus(findBatch(list[0]))
        // Shown to the person; closing it is not a refusal.
        await confirm(prompt(method, { callsStatus: status }))
        return null
      }
      case 'wallet_switchEthereumChain': {
        const hex = (list[0] as { chainId?: unknown } | undefined)?.chainId
        if (!isHex(hex)) throw ProviderRpcError.invalidParams('chainId')
        const target = chains.find((c) => c.chainId === Number(hex))
        if (!target) throw ProviderRpcError.unrecognizedChain(hex)
        if (target.chainId === chainId) return null
        await ask(method, { targetChain: target })
        switchTo(target.chainId)
        return null
      }
      case 'wallet_addEthereumChain': {
        const target = parseAddChain(list[0])
        await ask(method, { targetChain: target, add: true })
        const index = chains.findIndex((c) => c.chainId === target.chainId)
        if (index >= 0) chains[index] = target
        else chains.push(target)
        // Like MetaMask: adding a network also switches to it.
        switchTo(target.chainId)
        return null
      }
      case 'wallet_requestPermissions':
        await connect()
        return permissions()
      case 'wallet_getPermissions':
        return permissions()
      case 'wallet_revokePermissions':
        // ERC-7715's [{ permissionsContext }] ends a session; EIP-2255's
        // [{ eth_accounts: {} }] disconnects the page.
        if (parameters.smartSessions && isSessionRevoke(list)) {
          requireAccount(undefined)
          return (await sessions()).revoke(list)
        }
        if (isConnected()) disconnect()
        return null
    }
    if (method.startsWith('wallet_') || unsupported.has(method))
      throw ProviderRpcError.unsupported(method)
    return rpcRequest(currentRpc(), method, list)
  }

  const provider: DevWalletProvider = {
    isLatchDevWallet: true,
    request(args) {
      if (!args || typeof args.method !== 'string')
        return Promise.reject(
          new ProviderRpcError(-32600, 'Invalid request: missing method.'),
        )
      return request(args)
    },
    on(event, listener) {
      emitter.on(event as never, listener as (data: unknown) => void)
    },
    removeListener(event, listener) {
      emitter.off(event as never, listener as (data: unknown) => void)
    },
  }

  return {
    provider,
    setChain: switchTo,
    setAccount(index) {
      account = privateKeyToAccount(accountKey(index))
      if (isConnected()) emitter.emit('accountsChanged', [account.address])
    },
    disconnect,
    getState: () => ({
      chainId,
      address: account.address,
      connected: isConnected(),
    }),
  }
}

function toChain(chain: DevWalletChainInput): DevWalletChain {
  const { chainId } = chain
  const known = devnetChains.find((c) => c.chainId === chainId)
  const name = chain.name ?? known?.name ?? `Chain ${chainId}`
  return { chainId, name, rpcUrl: chain.rpcUrl ?? chain.url ?? '' }
}

function accountKey(index: number): Hex {
  const key = devAccounts[index]?.privateKey
  if (!key) throw new RangeError(`No dev account ${index}: use 0–9.`)
  return key
}

function isOurs(value: unknown, account: PrivateKeyAccount) {
  return (
    typeof value === 'string' &&
    isAddress(value, { strict: false }) &&
    isAddressEqual(value, account.address)
  )
}

function parseAddChain(value: unknown): DevWalletChain {
  const params = (value ?? {}) as {
    chainId?: unknown
    chainName?: unknown
    rpcUrls?: unknown
  }
  const rpcUrl = Array.isArray(params.rpcUrls) ? params.rpcUrls[0] : undefined
  if (!isHex(params.chainId) || typeof rpcUrl !== 'string')
    throw ProviderRpcError.invalidParams('chainId and rpcUrls are required')
  const chainId = Number(params.chainId)
  const name =
    typeof params.chainName === 'string' ? params.chainName : `Chain ${chainId}`
  return { chainId, name, rpcUrl }
}
