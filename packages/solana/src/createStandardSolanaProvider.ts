import {
  type CaipNetworkId,
  getProviderError,
  InvalidParamsRpcError,
  isSolanaCommitment,
  UnauthorizedProviderError,
  UnsupportedProviderMethodError,
} from '@latch/common'
import type { SolanaProvider, SolanaSendOptions } from '@latch/core'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import { SolanaWalletAnswerError } from './errors.js'
import { toStandardChain } from './standardChains.js'
import { getFeature } from './standardFeatures.js'
import { toStandardCommitment } from './toStandardCommitment.js'
import { assertSignedSolanaTransaction } from './transactions/assertSignedSolanaTransaction.js'

function need<T>(feature: T | undefined, name: string): T {
  if (!feature) throw new UnsupportedProviderMethodError({ details: name })
  return feature
}

function accountOf(wallet: Wallet, address: string): WalletAccount {
  const account = wallet.accounts.find((a) => a.address === address)
  if (!account)
    throw new UnauthorizedProviderError({
      details: `The wallet has not authorised ${address}.`,
    })
  return account
}

function sendOptions(options: SolanaSendOptions | undefined) {
  if (!options) return undefined
  const { preflightCommitment, skipPreflight, maxRetries, minContextSlot } =
    options
  if (
    preflightCommitment !== undefined &&
    !isSolanaCommitment(preflightCommitment)
  )
    throw new InvalidParamsRpcError({
      details: `Unknown preflight commitment "${String(preflightCommitment)}".`,
    })
  return {
    ...(preflightCommitment
      ? { preflightCommitment: toStandardCommitment(preflightCommitment) }
      : {}),
    ...(skipPreflight !== undefined ? { skipPreflight } : {}),
    ...(maxRetries !== undefined ? { maxRetries } : {}),
    ...(minContextSlot !== undefined ? { minContextSlot } : {}),
  }
}

const bytes = (value: unknown): Uint8Array | undefined =>
  value instanceof Uint8Array ? value : undefined

function signature(method: string, value: unknown): Uint8Array {
  const result = bytes(value)
  if (result?.length !== 64)
    throw new SolanaWalletAnswerError(method, 'Expected a 64-byte signature.')
  return result
}

/**
 * A SolanaProvider over a Wallet Standard wallet's `solana:` features
 * (signMessage, signTransaction — also for several transactions at once —
 * and signAndSendTransaction). The chain goes with each request, in the
 * wallet's own naming. Signed transactions are checked against SPEC §5;
 * every failure is a typed provider error (4001 when the person declines,
 * 4200 when the wallet lacks the feature, 4100 for an account it has not
 * authorised).
 */
export function createStandardSolanaProvider(wallet: Wallet): SolanaProvider {
  async function run<T>(task: () => Promise<T>): Promise<T> {
    try {
      return await task()
    } catch (error) {
      throw getProviderError(error)
    }
  }
  async function signTransactions(
    transactions: readonly Uint8Array[],
    address: string,
    chain: CaipNetworkId,
  ) {
    const method = 'solana:signTransaction'
    const feature = need(getFeature(wallet, method), method)
    const account = accountOf(wallet, address)
    const outputs = await feature.signTransaction(
      ...transactions.map((transaction) => ({
        account,
        transaction,
        chain: toStandardChain(wallet.chains, chain),
      })),
    )
    if (!Array.isArray(outputs) || outputs.length !== transactions.length)
      throw new SolanaWalletAnswerError(
        method,
        `Expected ${transactions.length} signed transactions.`,
      )
    return outputs.map((output) => {
      const signed = bytes(output?.signedTransaction)
      if (!signed)
        throw new SolanaWalletAnswerError(method, 'Expected signedTransaction.')
      assertSignedSolanaTransaction(signed)
      return signed
    })
  }

  return {
    signMessage: ({ message, account }) =>
      run(async () => {
        const method = 'solana:signMessage'
        const feature = need(getFeature(wallet, method), method)
        const [output] = await feature.signMessage({
          account: accountOf(wallet, account),
          message,
        })
        return signature(method, output?.signature)
      }),
    signTransaction: ({ transaction, account, chain }) =>
      run(async () => {
        const [signed] = await signTransactions([transaction], account, chain)
        return signed as Uint8Array
      }),
    signAllTransactions: ({ transactions, account, chain }) =>
      run(() => signTransactions(transactions, account, chain)),
    signAndSendTransaction: ({ transaction, account, chain, options }) =>
      run(async () => {
        const method = 'solana:signAndSendTransaction'
        const feature = need(getFeature(wallet, method), method)
        const converted = sendOptions(options)
        const [output] = await feature.signAndSendTransaction({
          account: accountOf(wallet, account),
          transaction,
          chain: toStandardChain(wallet.chains, chain),
          ...(converted ? { options: converted } : {}),
        })
        return { signature: signature(method, output?.signature) }
      }),
  }
}
