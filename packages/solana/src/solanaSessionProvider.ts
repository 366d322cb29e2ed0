import {
  type CaipNetworkId,
  getProviderError,
  InvalidParamsRpcError,
  isSolanaCommitment,
} from '@latch/common'
import type { SolanaProvider, SolanaSendOptions } from '@latch/core'
import { addSignature } from './addSignature.js'
import { fromBase58, fromBase64, toBase58, toBase64 } from './codecs.js'
import { SolanaWalletAnswerError } from './errors.js'
import { assertSignedSolanaTransaction } from './transactions/assertSignedSolanaTransaction.js'

/** Sends one request of the session's solana namespace to the wallet. */
export type SolanaSessionRequest = (
  method: string,
  params: unknown,
  chain: CaipNetworkId | undefined,
) => Promise<unknown>

const field = (answer: unknown, key: string): unknown =>
  answer && typeof answer === 'object'
    ? (answer as Record<string, unknown>)[key]
    : undefined

function signatureOf(method: string, answer: unknown): Uint8Array {
  const signature = fromBase58(field(answer, 'signature'))
  if (signature?.length !== 64)
    throw new SolanaWalletAnswerError(
      method,
      'Expected { signature } with a base58 signature of 64 bytes.',
    )
  return signature
}

function signedTransaction(method: string, base64: unknown): Uint8Array {
  const bytes = fromBase64(base64)
  if (!bytes)
    throw new SolanaWalletAnswerError(method, 'Expected a base64 transaction.')
  assertSignedSolanaTransaction(bytes)
  return bytes
}

function checkOptions(options: SolanaSendOptions | undefined) {
  const commitment = options?.preflightCommitment
  if (commitment !== undefined && !isSolanaCommitment(commitment))
    throw new InvalidParamsRpcError({
      details: `Unknown preflight commitment "${String(commitment)}".`,
    })
}

/**
 * The SolanaProvider of a WalletConnect session's solana namespace: maps
 * each call to the wallet's JSON-RPC method (solana_signMessage,
 * solana_signTransaction, solana_signAllTransactions,
 * solana_signAndSendTransaction) with base58 messages and signatures and
 * base64 transactions. A wallet that answers solana_signTransaction with
 * the signature alone gets it put into the account's signature slot.
 * Signed transactions are checked against SPEC §5; every failure is a
 * typed error (4001 when the person declines).
 */
export function createSolanaSessionProvider(
  request: SolanaSessionRequest,
): SolanaProvider {
  async function call(
    method: string,
    params: unknown,
    chain: CaipNetworkId | undefined,
  ) {
    try {
      return await request(method, params, chain)
    } catch (error) {
      throw getProviderError(error)
    }
  }

  async function signOne(
    transaction: Uint8Array,
    account: string,
    chain: CaipNetworkId,
  ) {
    const method = 'solana_signTransaction'
    const answer = await call(
      method,
      { transaction: toBase64(transaction), pubkey: account },
      chain,
    )
    const returned = field(answer, 'transaction')
    if (returned !== undefined && returned !== null)
      return signedTransaction(method, returned)
    const signed = addSignature(
      transaction,
      account,
      signatureOf(method, answer),
    )
    if (!signed)
      throw new SolanaWalletAnswerError(
        method,
        `The transaction has no signature slot for ${account}.`,
      )
    assertSignedSolanaTransaction(signed)
    return signed
  }

  return {
    async signMessage({ message, account }) {
      const method = 'solana_signMessage'
      const answer = await call(
        method,
        { message: toBase58(message), pubkey: account },
        undefined,
      )
      return signatureOf(method, answer)
    },
    signTransaction({ transaction, account, chain }) {
      return signOne(transaction, account, chain)
    },
    async signAllTransactions({ transactions, chain }) {
      const method = 'solana_signAllTransactions'
      const answer = await call(
        method,
        { transactions: transactions.map(toBase64) },
        chain,
      )
      const list = field(answer, 'transactions')
      if (!Array.isArray(list) || list.length !== transactions.length)
        throw new SolanaWalletAnswerError(
          method,
          `Expected { transactions } with ${transactions.length} base64 transactions.`,
        )
      return list.map((t) => signedTransaction(method, t))
    },
    async signAndSendTransaction({ transaction, chain, options }) {
      checkOptions(options)
      const method = 'solana_signAndSendTransaction'
      const answer = await call(
        method,
        {
          transaction: toBase64(transaction),
          ...(options ? { sendOptions: options } : {}),
        },
        chain,
      )
      return { signature: signatureOf(method, answer) }
    },
  }
}
