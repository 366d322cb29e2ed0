import type { Hex } from 'viem'
import type { EmbeddedContext } from '../EmbeddedContext.js'
import { embeddedErrors } from '../http/EmbeddedError.js'
import type { PasskeyAssertion } from '../passkey/readPasskeyAssertion.js'
import type { EmbeddedRpcCall } from '../rpc/EmbeddedRpcCall.js'
import { signStoredMessage } from '../rpc/signStoredMessage.js'
import { toChainRpcError } from '../rpc/toChainRpcError.js'
import {
  loadUserSmartAccount,
  type SmartAccountChain,
} from './loadUserSmartAccount.js'
import type { StoredUserOperation } from './prepareUserOperation.js'
import { sendUserOperation } from './sendUserOperation.js'
import { signPasskeyMessage } from './signPasskeyMessage.js'

/** How long eth_sendTransaction waits for its user operation to land. */
const RECEIPT_TIMEOUT_MS = 60_000

/**
 * Signs a prepared request of the user's smart account exactly as stored:
 * a message or typed data (ERC-1271, ERC-6492 wrapped until deployed; a
 * passkey account's from the frame's assertion, `signPasskeyMessage`), or
 * the stored user operation, sent to the chain's bundler.
 * `eth_sendTransaction` answers the hash of the transaction that included
 * it (what a dapp waits on); `wallet_sendCalls` answers `{ id }`, the
 * user-operation hash, for wallet_getCallsStatus.
 */
export async function executeSmartAccountRequest(
  context: EmbeddedContext,
  {
    session,
    chain,
    method,
    stored,
    signature,
    assertion,
  }: Omit<EmbeddedRpcCall<SmartAccountChain>, 'params'> & {
    stored: Record<string, unknown>
    /** A passkey user's signature of the stored operation (the frame's). */
    signature?: Hex | undefined
    /** A passkey user's WebAuthn assertion of the stored message's hash. */
    assertion?: PasskeyAssertion | undefined
  },
): Promise<unknown> {
  const passkey = stored.passkey !== undefined
  // A passkey user's message: the frame's assertion, encoded here.
  if (
    passkey &&
    (method === 'personal_sign' || method === 'eth_signTypedData_v4')
  )
    return signPasskeyMessage(context, {
      session,
      chain,
      method,
      stored,
      assertion,
    })
  const loaded = await loadUserSmartAccount(context, { session, chain })
  const { account, bundler } = loaded
  if (passkey !== (signature !== undefined))
    throw embeddedErrors.badRequest(
      'signature is the passkey signature of a passkey account’s operation',
    )
  if (!passkey) {
    const signed = signStoredMessage(account, method, stored)
    if (signed) return signed
  }
  const options = { signature }
  switch (method) {
    case 'eth_sendTransaction': {
      const hash = await sendUserOperation(
        loaded,
        stored.userOperation as StoredUserOperation,
        options,
      )
      try {
        const { receipt } = await bundler.waitForUserOperationReceipt({
          hash,
          timeout: RECEIPT_TIMEOUT_MS,
          pollingInterval: 250,
        })
        return receipt.transactionHash
      } catch (cause) {
        throw toChainRpcError(cause)
      }
    }
    case 'wallet_sendCalls': {
      const hash = (
        await sendUserOperation(
          loaded,
          stored.userOperation as StoredUserOperation,
          options,
        )
      ).toLowerCase()
      await context.db.query(
        `INSERT INTO embedded_calls (id, user_id, chain_id, hashes, user_operation)
         VALUES ($1, $2, $3, '[]'::jsonb, true)`,
        [hash, session.userId, chain.chainId],
      )
      return { id: hash }
    }
  }
  throw embeddedErrors.rpcNotAllowed()
}
