import type { Wallet, WalletAccount } from '@wallet-standard/base'

// The Wallet Standard features Latch calls, typed here so core needs only
// @wallet-standard/base (the feature shapes are those of
// @wallet-standard/features and @solana/wallet-standard-features).

type StandardConnect = {
  connect(input?: { silent?: boolean }): Promise<{
    accounts: readonly WalletAccount[]
  }>
}
type StandardDisconnect = { disconnect(): Promise<void> }
type StandardEvents = {
  on(
    event: 'change',
    listener: (properties: {
      chains?: Wallet['chains']
      accounts?: Wallet['accounts']
      features?: Wallet['features']
    }) => void,
  ): () => void
}
type SolanaSignMessage = {
  signMessage(
    ...inputs: { account: WalletAccount; message: Uint8Array }[]
  ): Promise<readonly { signedMessage: Uint8Array; signature: Uint8Array }[]>
}
type SolanaSignTransaction = {
  signTransaction(
    ...inputs: {
      account: WalletAccount
      transaction: Uint8Array
      chain?: `${string}:${string}`
      options?: {
        preflightCommitment?: StandardCommitment
        minContextSlot?: number
      }
    }[]
  ): Promise<readonly { signedTransaction: Uint8Array }[]>
}
type SolanaSignAndSendTransaction = {
  signAndSendTransaction(
    ...inputs: {
      account: WalletAccount
      transaction: Uint8Array
      chain: `${string}:${string}`
      options?: {
        preflightCommitment?: StandardCommitment
        minContextSlot?: number
        commitment?: StandardCommitment
        skipPreflight?: boolean
        maxRetries?: number
      }
    }[]
  ): Promise<readonly { signature: Uint8Array }[]>
}
export type StandardCommitment = 'processed' | 'confirmed' | 'finalized'

type Features = {
  'standard:connect': StandardConnect
  'standard:disconnect': StandardDisconnect
  'standard:events': StandardEvents
  'solana:signMessage': SolanaSignMessage
  'solana:signTransaction': SolanaSignTransaction
  'solana:signAndSendTransaction': SolanaSignAndSendTransaction
}

/** The wallet's implementation of `name`, if it has one. */
export function getFeature<K extends keyof Features>(
  wallet: Wallet,
  name: K,
): Features[K] | undefined {
  const feature = (wallet.features as Record<string, unknown>)[name]
  return feature && typeof feature === 'object'
    ? (feature as Features[K])
    : undefined
}
