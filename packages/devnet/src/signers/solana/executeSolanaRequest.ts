import { isSolanaCommitment, type SolanaCommitment } from '@latch/common'
import { isSolanaTransactionBytes } from '@latch/solana/transactions'
import {
  type Base64EncodedWireTransaction,
  createSolanaRpc,
  getBase58Decoder,
  getBase58Encoder,
  signBytes,
} from '@solana/kit'
import { ProviderRpcError } from '../../wallet/ProviderRpcError.js'
import { invalidParams, paramsObject } from '../invalidParams.js'
import type { SolanaNetwork } from './solanaNetworks.js'
import {
  decodeSolanaTransaction,
  encodeSolanaTransaction,
  signSolanaTransaction,
} from './solanaTransactions.js'

/** solana methods this wallet answers (WalletConnect). */
export const solanaMethods = [
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAllTransactions',
  'solana_signAndSendTransaction',
  'solana_requestAccounts',
  'solana_getAccounts',
] as const

/** The wallet's Solana key: base58 address and its ed25519 key pair. */
export type SolanaSigner = { address: string; keyPair: CryptoKeyPair }

export type ExecuteSolanaRequestParameters = {
  method: string
  params: unknown
  network: SolanaNetwork
  signer: SolanaSigner
}

function checkPubkey(value: unknown, own: string, required: boolean) {
  if (value === undefined && !required) return
  if (typeof value !== 'string' || !value)
    throw invalidParams('expected pubkey')
  if (value !== own)
    throw new ProviderRpcError(4100, `Unknown account ${value}`)
}

// The legacy commitment names the RPC no longer takes, by what they mean.
const commitmentOf: Record<
  SolanaCommitment,
  'processed' | 'confirmed' | 'finalized'
> = {
  processed: 'processed',
  recent: 'processed',
  confirmed: 'confirmed',
  single: 'confirmed',
  singleGossip: 'confirmed',
  finalized: 'finalized',
  root: 'finalized',
  max: 'finalized',
}

function sendOptionsOf(value: unknown) {
  if (value === undefined || value === null) return {}
  const options = paramsObject(value)
  const { preflightCommitment, skipPreflight, maxRetries, minContextSlot } =
    options
  if (
    preflightCommitment !== undefined &&
    !isSolanaCommitment(preflightCommitment)
  )
    throw invalidParams(
      `unknown preflightCommitment ${String(preflightCommitment)}`,
    )
  if (skipPreflight !== undefined && typeof skipPreflight !== 'boolean')
    throw invalidParams('skipPreflight must be a boolean')
  for (const [name, number] of [
    ['maxRetries', maxRetries],
    ['minContextSlot', minContextSlot],
  ] as const)
    if (
      number !== undefined &&
      !(Number.isSafeInteger(number) && Number(number) >= 0)
    )
      throw invalidParams(`${name} must be a whole number`)
  return {
    ...(preflightCommitment !== undefined && {
      preflightCommitment: commitmentOf[preflightCommitment],
    }),
    ...(skipPreflight !== undefined && { skipPreflight }),
    ...(maxRetries !== undefined && {
      maxRetries: BigInt(maxRetries as number),
    }),
    ...(minContextSlot !== undefined && {
      minContextSlot: BigInt(minContextSlot as number),
    }),
  }
}

/**
 * Answers a WalletConnect `solana` request with the wallet's ed25519 key:
 * solana_signMessage ({message: base58, pubkey} → {signature: base58}),
 * solana_signTransaction ({transaction: base64} → {signature, transaction}),
 * solana_signAllTransactions ({transactions} → {transactions}),
 * solana_signAndSendTransaction ({transaction, sendOptions} → {signature},
 * sent to the cluster's RPC URL), solana_requestAccounts /
 * solana_getAccounts (→ [{pubkey}]). Transactions are decoded and signed
 * with @solana/kit and checked against SPEC §5.
 *
 * @throws {ProviderRpcError} -32602 bad params (a message that is a
 *   transaction's bytes too), 4100 another account,
 *   4200 another method, -32003 the cluster refused the transaction
 */
export async function executeSolanaRequest({
  method,
  params,
  network,
  signer,
}: ExecuteSolanaRequestParameters): Promise<unknown> {
  const { address, keyPair } = signer
  if (method === 'solana_requestAccounts' || method === 'solana_getAccounts')
    return [{ pubkey: address }]
  if (!(solanaMethods as readonly string[]).includes(method))
    throw new ProviderRpcError(4200, `Unsupported method ${method}`)
  const input = paramsObject(params)
  if (method === 'solana_signMessage') {
    checkPubkey(input.pubkey, address, true)
    if (typeof input.message !== 'string' || !input.message)
      throw invalidParams('expected a base58 message')
    let message: Uint8Array
    try {
      message = new Uint8Array(getBase58Encoder().encode(input.message))
    } catch {
      throw invalidParams('message is not base58')
    }
    // Its signature would authorise that transaction: never a "message".
    if (isSolanaTransactionBytes(message))
      throw invalidParams(
        'message is a Solana transaction, not a message: ask for solana_signTransaction instead',
      )
    const signature = await signBytes(keyPair.privateKey, message)
    return { signature: getBase58Decoder().decode(signature) }
  }
  checkPubkey(input.pubkey, address, false)
  if (method === 'solana_signAllTransactions') {
    if (!Array.isArray(input.transactions) || input.transactions.length === 0)
      throw invalidParams('expected a list of base64 transactions')
    const decoded = input.transactions.map(decodeSolanaTransaction)
    const signed = []
    for (const transaction of decoded)
      signed.push(await signSolanaTransaction(transaction, keyPair, address))
    return {
      transactions: signed.map((s) => encodeSolanaTransaction(s.transaction)),
    }
  }
  const transaction = decodeSolanaTransaction(input.transaction)
  if (method === 'solana_signTransaction') {
    const signed = await signSolanaTransaction(transaction, keyPair, address)
    return {
      signature: signed.signature,
      transaction: encodeSolanaTransaction(signed.transaction),
    }
  }
  // solana_signAndSendTransaction
  const options = sendOptionsOf(input.sendOptions)
  const signed = await signSolanaTransaction(transaction, keyPair, address)
  const wire = encodeSolanaTransaction(signed.transaction)
  try {
    const signature = await createSolanaRpc(network.rpcUrl)
      .sendTransaction(wire as Base64EncodedWireTransaction, {
        encoding: 'base64',
        ...options,
      })
      .send()
    return { signature }
  } catch (error) {
    throw new ProviderRpcError(
      -32003,
      `${network.name} refused the transaction: ${(error as Error).message}`,
    )
  }
}
