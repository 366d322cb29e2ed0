import { describeSolanaRequest } from '@latch/solana/transactions'
import {
  type Base64EncodedWireTransaction,
  createKeyPairFromPrivateKeyBytes,
  createSolanaRpc,
  getAddressEncoder,
  getBase64EncodedWireTransaction,
  getTransactionDecoder,
  getTransactionEncoder,
  partiallySignTransaction,
  signBytes,
  type Transaction,
} from '@solana/kit'
import type {
  SolanaSignAndSendTransactionFeature,
  SolanaSignAndSendTransactionInput,
  SolanaSignMessageFeature,
  SolanaSignMessageInput,
  SolanaSignTransactionFeature,
  SolanaSignTransactionInput,
  SolanaSignTransactionMethod,
  SolanaTransactionVersion,
} from '@solana/wallet-standard-features'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import type {
  StandardConnectFeature,
  StandardDisconnectFeature,
  StandardEventsFeature,
  StandardEventsListeners,
} from '@wallet-standard/features'
import { ReadonlyWalletAccount } from '@wallet-standard/wallet'
import { devSolanaAccounts } from '../../solana/devSolanaAccounts.js'
import { createPromptRequest } from '../createPromptRequest.js'
import { defaultStorage } from '../defaultStorage.js'
import { devWalletIcon } from '../devWalletIcon.js'
import { devWalletText } from '../devWalletText.js'
import { ProviderRpcError } from '../ProviderRpcError.js'
import type { DevWalletConfirm, DevWalletStorage } from '../types.js'
import {
  SOLANA_CONNECTED_STORAGE_KEY,
  SOLANA_LOCALNET_RPC_URL,
  solanaDevWalletClusters,
} from './solanaDevWalletChains.js'

/** Not in @solana/wallet-standard-features 1.5.0: signTransaction's shape under its own name. */
type SolanaSignAllTransactionsFeature = {
  readonly 'solana:signAllTransactions': {
    readonly version: '1.0.0'
    readonly supportedTransactionVersions: readonly SolanaTransactionVersion[]
    readonly signAllTransactions: SolanaSignTransactionMethod
  }
}

export type SolanaDevWalletFeatures = StandardConnectFeature &
  StandardDisconnectFeature &
  StandardEventsFeature &
  SolanaSignMessageFeature &
  SolanaSignTransactionFeature &
  SolanaSignAndSendTransactionFeature &
  SolanaSignAllTransactionsFeature

export type CreateSolanaDevWalletParameters = {
  confirm: DevWalletConfirm
  /** Which dev Solana account (0–9) signs. @default 0 */
  accountIndex?: number | undefined
  /** RPC URL of the local chain. @default http://127.0.0.1:8899 */
  rpcUrl?: string | undefined
  /** Keeps the connected flag. @default localStorage, else in memory */
  storage?: DevWalletStorage | undefined
  /** Origin shown in prompts. @default location.origin */
  origin?: string | undefined
}

export type SolanaDevWallet = {
  /** The Wallet Standard wallet, to register. */
  wallet: Wallet & { readonly features: SolanaDevWalletFeatures }
  /** The signing account's base58 address. */
  address: string
  /** Disconnects the page as if from the wallet UI; emits `change`. */
  disconnect(): void
}

const versions: readonly SolanaTransactionVersion[] = ['legacy', 0]
const chains = solanaDevWalletClusters.flatMap((c) => [...c.ids])
const iconSvg = decodeURIComponent(
  devWalletIcon.slice('data:image/svg+xml,'.length),
)
const icon = `data:image/svg+xml;base64,${btoa(iconSvg)}` as const

/**
 * The Solana side of the Latch Dev Wallet as a Wallet Standard wallet named
 * 'Latch Dev Wallet': standard connect / disconnect / events and the
 * `solana:` signMessage, signTransaction (one or several),
 * signAndSendTransaction (sent to the cluster's RPC URL) and
 * signAllTransactions features, signing with dev Solana account
 * `accountIndex` through @solana/kit. Every connect and signature asks
 * `confirm`; a rejection throws a 4001 ProviderRpcError
 * ('User rejected the request.').
 */
export async function createSolanaDevWallet(
  parameters: CreateSolanaDevWalletParameters,
): Promise<SolanaDevWallet> {
  const { confirm } = parameters
  const dev = devSolanaAccounts[parameters.accountIndex ?? 0]
  if (!dev) throw new Error(`No dev Solana account ${parameters.accountIndex}`)
  const keyPair = await createKeyPairFromPrivateKeyBytes(dev.secretKey)
  const storage = parameters.storage ?? defaultStorage()
  const origin = parameters.origin ?? globalThis.location?.origin ?? 'this page'
  const localRpcUrl = parameters.rpcUrl ?? SOLANA_LOCALNET_RPC_URL
  const listeners = new Set<StandardEventsListeners['change']>()
  // ReadonlyWalletAccount's optional getters read `| undefined`.
  const account = new ReadonlyWalletAccount({
    address: dev.address,
    publicKey: new Uint8Array(getAddressEncoder().encode(dev.address as never)),
    chains,
    features: [
      'solana:signMessage',
      'solana:signTransaction',
      'solana:signAndSendTransaction',
      'solana:signAllTransactions',
    ],
    label: 'Latch Dev Wallet',
  }) as unknown as WalletAccount
  let connecting: Promise<void> | undefined

  const isConnected = () =>
    storage.getItem(SOLANA_CONNECTED_STORAGE_KEY) === '1'
  const accounts = () => (isConnected() ? [account] : [])
  const emitChange = () => {
    for (const listener of listeners) listener({ accounts: accounts() })
  }
  const clusterOf = (chain: string | undefined) =>
    solanaDevWalletClusters.find((c) =>
      (c.ids as readonly string[]).includes(chain ?? c.ids[0]),
    )
  const requireAccount = (input: {
    account?: WalletAccount
    chain?: string
  }) => {
    if (!isConnected() || input.account?.address !== dev.address)
      throw ProviderRpcError.unauthorized()
    if (input.chain !== undefined && !clusterOf(input.chain))
      throw ProviderRpcError.invalidParams(`unknown chain ${input.chain}`)
  }
  /**
   * Asks the person: a connection, or what a feature call signs, decoded
   * from its bytes (`describeSolanaRequest`).
   */
  const ask = async (
    method:
      | 'standard:connect'
      | 'solana:signMessage'
      | 'solana:signTransaction'
      | 'solana:signAndSendTransaction',
    {
      chainName,
      ...params
    }: {
      chainName?: string | undefined
      message?: Uint8Array
      transactions?: readonly Uint8Array[]
      sendOptions?: { preflightCommitment?: string | undefined }
    },
  ) => {
    const request = createPromptRequest(method, {
      origin,
      account: dev.address,
      ...(method === 'standard:connect'
        ? { chainName: devWalletText.solanaNetwork, connect: true }
        : {
            chainName,
            review:
              method === 'solana:signAndSendTransaction'
                ? describeSolanaRequest('solana_signAndSendTransaction', {
                    ...params,
                    transaction: params.transactions?.[0],
                  })
                : describeSolanaRequest(
                    method === 'solana:signMessage'
                      ? 'solana_signMessage'
                      : 'solana_signAllTransactions',
                    params,
                  ),
          }),
    })
    if (!(await confirm(request))) throw ProviderRpcError.userRejected()
  }
  const decode = (bytes: unknown): Transaction => {
    if (!(bytes instanceof Uint8Array))
      throw ProviderRpcError.invalidParams('transaction must be bytes')
    try {
      return getTransactionDecoder().decode(bytes)
    } catch (error) {
      throw ProviderRpcError.invalidParams(
        `not a Solana transaction: ${(error as Error).message}`,
      )
    }
  }
  const sign = async (transaction: Transaction) => {
    if (!(dev.address in transaction.signatures))
      throw ProviderRpcError.invalidParams(
        `the transaction does not need a signature of ${dev.address}`,
      )
    return partiallySignTransaction([keyPair], transaction)
  }
  const encode = (transaction: Transaction) =>
    new Uint8Array(getTransactionEncoder().encode(transaction))

  const signTransactions = async (
    method: 'solana:signTransaction' | 'solana:signAllTransactions',
    inputs: readonly SolanaSignTransactionInput[],
  ) => {
    for (const input of inputs) requireAccount(input)
    const transactions = inputs.map((input) => decode(input.transaction))
    const first = inputs[0]?.chain
    await ask('solana:signTransaction', {
      chainName: clusterOf(first)?.name,
      transactions: inputs.map((input) => input.transaction),
    })
    void method
    const signed = []
    for (const transaction of transactions)
      signed.push({ signedTransaction: encode(await sign(transaction)) })
    return signed
  }

  const signAndSend = async (input: SolanaSignAndSendTransactionInput) => {
    requireAccount(input)
    const cluster = clusterOf(input.chain)
    if (!cluster) throw ProviderRpcError.invalidParams('chain is required')
    const transaction = decode(input.transaction)
    const { options } = input
    const commitment = options?.preflightCommitment ?? options?.commitment
    await ask('solana:signAndSendTransaction', {
      chainName: cluster.name,
      transactions: [input.transaction],
      ...(commitment && { sendOptions: { preflightCommitment: commitment } }),
    })
    const signed = await sign(transaction)
    const url = cluster.ids[0] === chains[0] ? localRpcUrl : cluster.rpcUrl
    try {
      await createSolanaRpc(url)
        .sendTransaction(
          getBase64EncodedWireTransaction(
            signed,
          ) as Base64EncodedWireTransaction,
          {
            encoding: 'base64',
            ...(commitment && { preflightCommitment: commitment }),
            ...(options?.skipPreflight !== undefined && {
              skipPreflight: options.skipPreflight,
            }),
            ...(options?.maxRetries !== undefined && {
              maxRetries: BigInt(options.maxRetries),
            }),
            ...(options?.minContextSlot !== undefined && {
              minContextSlot: BigInt(options.minContextSlot),
            }),
          },
        )
        .send()
    } catch (error) {
      throw new ProviderRpcError(
        -32003,
        `${cluster.name} refused the transaction: ${(error as Error).message}`,
      )
    }
    // The transaction's id: its first (fee payer's) signature.
    const signature = Object.values(signed.signatures)[0]
    if (!signature) throw new ProviderRpcError(-32603, 'no signature')
    return { signature: new Uint8Array(signature) }
  }

  const features: SolanaDevWalletFeatures = {
    'standard:connect': {
      version: '1.0.0',
      async connect(input) {
        if (isConnected() || input?.silent) return { accounts: accounts() }
        connecting ??= ask('standard:connect', {})
          .then(() => {
            storage.setItem(SOLANA_CONNECTED_STORAGE_KEY, '1')
            emitChange()
          })
          .finally(() => {
            connecting = undefined
          })
        await connecting
        return { accounts: accounts() }
      },
    },
    'standard:disconnect': {
      version: '1.0.0',
      async disconnect() {
        disconnect()
      },
    },
    'standard:events': {
      version: '1.0.0',
      on(event, listener) {
        if (event !== 'change') return () => {}
        listeners.add(listener)
        return () => listeners.delete(listener)
      },
    },
    'solana:signMessage': {
      version: '1.1.0',
      async signMessage(...inputs: readonly SolanaSignMessageInput[]) {
        const outputs = []
        for (const input of inputs) {
          requireAccount(input)
          if (!(input.message instanceof Uint8Array))
            throw ProviderRpcError.invalidParams('message must be bytes')
          await ask('solana:signMessage', { message: input.message })
          const signature = await signBytes(keyPair.privateKey, input.message)
          outputs.push({
            signedMessage: input.message,
            signature: new Uint8Array(signature),
            signatureType: 'ed25519' as const,
          })
        }
        return outputs
      },
    },
    'solana:signTransaction': {
      version: '1.0.0',
      supportedTransactionVersions: versions,
      signTransaction: (...inputs) =>
        signTransactions('solana:signTransaction', inputs),
    },
    'solana:signAllTransactions': {
      version: '1.0.0',
      supportedTransactionVersions: versions,
      signAllTransactions: (...inputs) =>
        signTransactions('solana:signAllTransactions', inputs),
    },
    'solana:signAndSendTransaction': {
      version: '1.0.0',
      supportedTransactionVersions: versions,
      async signAndSendTransaction(...inputs) {
        const outputs = []
        for (const input of inputs) outputs.push(await signAndSend(input))
        return outputs
      },
    },
  }

  function disconnect() {
    if (!isConnected()) return
    storage.removeItem(SOLANA_CONNECTED_STORAGE_KEY)
    emitChange()
  }

  const wallet = {
    version: '1.0.0' as const,
    name: 'Latch Dev Wallet',
    icon,
    chains,
    features,
    get accounts() {
      return accounts()
    },
  }
  return { wallet, address: dev.address, disconnect }
}
