import {
  type Address,
  createSignableMessage,
  createSolanaRpc,
  getAddressEncoder,
  getBase64EncodedWireTransaction,
  getTransactionDecoder,
  getTransactionEncoder,
  type KeyPairSigner,
  type Transaction,
} from '@solana/kit'
import type { Wallet, WalletAccount } from '@wallet-standard/base'

type SolanaTestWalletDecision = 'approve' | 'reject'

export type CreateSolanaTestWalletParameters = {
  /** The key pair that signs (a real @solana/kit signer). */
  signer: KeyPairSigner
  /** @default 'Solana Test Wallet' */
  name?: string | undefined
  /** @default ['solana:localnet'] */
  chains?: readonly `${string}:${string}`[] | undefined
  /** Where signAndSendTransaction broadcasts; required for it. */
  rpcUrl?: string | undefined
  /** Each prompt's answer. @default always 'approve' */
  decide?: ((request: string) => SolanaTestWalletDecision) | undefined
  /**
   * `standard:disconnect` fails with this error and keeps the accounts,
   * as a wallet that could not end the connection. @default it succeeds
   */
  disconnectError?: (() => unknown) | undefined
}

export type SolanaTestWallet = Wallet & {
  /** Every prompt the wallet showed, in order (feature names). */
  readonly prompts: readonly string[]
  /** Replaces the wallet's accounts, as a wallet switching account does. */
  setAccounts(signers: readonly KeyPairSigner[]): void
}

const icon =
  'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4=' as const

/**
 * A Wallet Standard wallet for tests: `standard:connect`, `:disconnect`,
 * `:events` and the `solana:` signing features, signing for real with
 * @solana/kit key pairs (no mock of Latch's own code). A rejection is the
 * EIP-1193 4001 error wallets send.
 */
export function createSolanaTestWallet(
  parameters: CreateSolanaTestWalletParameters,
): SolanaTestWallet {
  const {
    name = 'Solana Test Wallet',
    chains = ['solana:localnet'],
    rpcUrl,
    decide = () => 'approve',
  } = parameters
  let signers: readonly KeyPairSigner[] = [parameters.signer]
  let accounts: readonly WalletAccount[] = []
  const prompts: string[] = []
  const listeners = new Set<
    (p: { accounts?: readonly WalletAccount[] }) => void
  >()
  const features = [
    'solana:signMessage',
    'solana:signTransaction',
    'solana:signAndSendTransaction',
  ] as const
  const toAccount = (s: KeyPairSigner): WalletAccount => ({
    address: s.address,
    publicKey: new Uint8Array(getAddressEncoder().encode(s.address)),
    chains: [...chains],
    features: [...features],
  })
  const prompt = (request: string) => {
    prompts.push(request)
    if (decide(request) === 'reject')
      throw Object.assign(new Error('User rejected the request.'), {
        code: 4001,
      })
  }
  const signerOf = (account: WalletAccount) => {
    const found = signers.find((s) => s.address === account.address)
    if (!found || !accounts.some((a) => a.address === account.address))
      throw Object.assign(new Error('Unknown account.'), { code: 4100 })
    return found
  }
  const sign = async (account: WalletAccount, bytes: Uint8Array) => {
    const signer = signerOf(account)
    const transaction = getTransactionDecoder().decode(bytes) as Transaction
    const [signatures] = await signer.signTransactions([transaction as never])
    return {
      ...transaction,
      signatures: { ...transaction.signatures, ...signatures },
    } as Transaction
  }
  const emit = () => {
    for (const listener of listeners) listener({ accounts })
  }

  const wallet: SolanaTestWallet = {
    version: '1.0.0',
    name,
    icon,
    chains: [...chains],
    get accounts() {
      return accounts
    },
    get prompts() {
      return prompts
    },
    setAccounts(next) {
      signers = next
      if (accounts.length === 0) return
      accounts = next.map(toAccount)
      emit()
    },
    features: {
      'standard:connect': {
        version: '1.0.0',
        async connect(input?: { silent?: boolean }) {
          if (accounts.length === 0 && !input?.silent) {
            prompt('standard:connect')
            accounts = signers.map(toAccount)
            emit()
          }
          return { accounts }
        },
      },
      'standard:disconnect': {
        version: '1.0.0',
        async disconnect() {
          if (parameters.disconnectError) throw parameters.disconnectError()
          accounts = []
          emit()
        },
      },
      'standard:events': {
        version: '1.0.0',
        on(_event: 'change', listener: (p: object) => void) {
          listeners.add(listener)
          return () => listeners.delete(listener)
        },
      },
      'solana:signMessage': {
        version: '1.1.0',
        async signMessage(
          ...inputs: { account: WalletAccount; message: Uint8Array }[]
        ) {
          return Promise.all(
            inputs.map(async ({ account, message }) => {
              const signer = signerOf(account)
              prompt('solana:signMessage')
              const [signed] = await signer.signMessages([
                createSignableMessage(message),
              ])
              return {
                signedMessage: message,
                signature: signed?.[signer.address as Address] as Uint8Array,
              }
            }),
          )
        },
      },
      'solana:signTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        async signTransaction(
          ...inputs: { account: WalletAccount; transaction: Uint8Array }[]
        ) {
          prompt('solana:signTransaction')
          return Promise.all(
            inputs.map(async ({ account, transaction }) => ({
              signedTransaction: new Uint8Array(
                getTransactionEncoder().encode(
                  await sign(account, transaction),
                ),
              ),
            })),
          )
        },
      },
      'solana:signAndSendTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        async signAndSendTransaction(
          ...inputs: {
            account: WalletAccount
            transaction: Uint8Array
            chain: string
            options?: {
              preflightCommitment?: 'processed' | 'confirmed' | 'finalized'
              skipPreflight?: boolean
            }
          }[]
        ) {
          if (!rpcUrl) throw new Error('No RPC URL for signAndSendTransaction.')
          const rpc = createSolanaRpc(rpcUrl)
          prompt('solana:signAndSendTransaction')
          const outputs = []
          for (const { account, transaction, options } of inputs) {
            const signed = await sign(account, transaction)
            await rpc
              .sendTransaction(getBase64EncodedWireTransaction(signed), {
                encoding: 'base64',
                ...(options?.preflightCommitment
                  ? { preflightCommitment: options.preflightCommitment }
                  : {}),
                ...(options?.skipPreflight !== undefined
                  ? { skipPreflight: options.skipPreflight }
                  : {}),
              })
              .send()
            const signer = signerOf(account)
            outputs.push({
              signature: signed.signatures[signer.address] as Uint8Array,
            })
          }
          return outputs
        },
      },
    },
  }
  return wallet
}
