import { isSolanaCommitment } from '@latch/common'
import { assertSignedSolanaTransaction } from '@latch/solana/transactions'
import type { SolanaChainSettings } from '../../blockchain/settings/BlockchainSettings.js'
import type { EmbeddedContext } from '../EmbeddedContext.js'
import { embeddedErrors } from '../http/EmbeddedError.js'
import { ensureSolanaKey } from '../login/ensureSolanaKey.js'
import { callChainRpc } from './callChainRpc.js'
import type { EmbeddedRpcCall } from './EmbeddedRpcCall.js'
import { loadSolanaSigner, type SolanaSigner } from './loadSolanaSigner.js'
import {
  checkPubkey,
  readSolanaTransaction,
  readSolanaTransactions,
  solanaParams,
  toBase58,
  toBase64,
} from './readSolanaParams.js'
import { readSolanaSignMessage } from './readSolanaSignMessage.js'
import { signSolanaMessage } from './signSolanaMessage.js'
import { signSolanaTransaction } from './signSolanaTransaction.js'

/** Send options a client may pass on to the cluster's sendTransaction. */
function sendOptions(value: unknown): Record<string, unknown> {
  const options = (
    typeof value === 'object' && value !== null ? value : {}
  ) as Record<string, unknown>
  const out: Record<string, unknown> = { encoding: 'base64' }
  const { preflightCommitment, skipPreflight, maxRetries, minContextSlot } =
    options
  if (preflightCommitment !== undefined) {
    if (!isSolanaCommitment(preflightCommitment))
      throw embeddedErrors.badRequest('Unknown preflight commitment')
    out.preflightCommitment = preflightCommitment
  }
  if (typeof skipPreflight === 'boolean') out.skipPreflight = skipPreflight
  for (const [key, number] of [
    ['maxRetries', maxRetries],
    ['minContextSlot', minContextSlot],
  ] as const)
    if (
      typeof number === 'number' &&
      Number.isSafeInteger(number) &&
      number >= 0
    )
      out[key] = number
  return out
}

/** Signs; the result passes the SPEC §5 signed-transaction checks, or 400. */
function sign(wire: Uint8Array, signer: SolanaSigner) {
  const signed = signSolanaTransaction(wire, signer)
  try {
    assertSignedSolanaTransaction(signed.wire)
  } catch {
    throw embeddedErrors.badRequest('transaction is not a signed transaction')
  }
  return signed
}

/**
 * Answers one solana_* call of a live session on a Solana `chain`: the
 * accounts locally, the four signing methods with the user's ed25519 key
 * (WalletConnect shapes: base58 messages and signatures, base64
 * transactions), solana_signAndSendTransaction through the cluster's RPC.
 * Anything else → 403 'Requested RPC call is not allowed'.
 */
export async function handleSolanaRpc(
  context: EmbeddedContext,
  { session, chain, method, params }: EmbeddedRpcCall<SolanaChainSettings>,
): Promise<unknown> {
  const { db, settings } = context
  const address = await ensureSolanaKey(db, {
    userId: session.userId,
    masterKey: settings.masterKey,
    known: session.user.solanaAddress,
  })
  const signer = () =>
    loadSolanaSigner(db, {
      userId: session.userId,
      masterKey: settings.masterKey,
    })
  switch (method) {
    case 'solana_getAccounts':
    case 'solana_requestAccounts':
      return [{ pubkey: address }]
    case 'solana_signMessage': {
      const input = solanaParams(params)
      checkPubkey(input, address)
      // Refuses bytes that are a transaction message (their signature
      // would authorise it); `format: 'offchain'` signs the envelope.
      return signSolanaMessage(readSolanaSignMessage(input), await signer())
    }
    case 'solana_signTransaction': {
      const input = solanaParams(params)
      checkPubkey(input, address)
      const wire = readSolanaTransaction(input.transaction)
      const signed = sign(wire, await signer())
      return {
        signature: toBase58(signed.signature),
        transaction: toBase64(signed.wire),
      }
    }
    case 'solana_signAllTransactions': {
      const input = solanaParams(params)
      const wires = readSolanaTransactions(input.transactions)
      const key = await signer()
      return {
        transactions: wires.map((wire) => toBase64(sign(wire, key).wire)),
      }
    }
    case 'solana_signAndSendTransaction': {
      const input = solanaParams(params)
      const wire = readSolanaTransaction(input.transaction)
      const options = sendOptions(input.sendOptions)
      const signed = sign(wire, await signer())
      await callChainRpc(chain, {
        method: 'sendTransaction',
        params: [toBase64(signed.wire), options],
      })
      return { signature: toBase58(signed.signature) }
    }
  }
  throw embeddedErrors.rpcNotAllowed()
}
