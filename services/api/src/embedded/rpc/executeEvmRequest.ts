import { randomBytes } from 'node:crypto'
import type { Hex } from 'viem'
import type { ChainSettings } from '../../blockchain/settings/BlockchainSettings.js'
import type { EmbeddedContext } from '../EmbeddedContext.js'
import { embeddedErrors } from '../http/EmbeddedError.js'
import type { PasskeyAssertion } from '../passkey/readPasskeyAssertion.js'
import { executeSessionRequest } from '../sessions/executeSessionRequest.js'
import { isSessionMethod } from '../sessions/prepareSessionRequest.js'
import { executeSmartAccountRequest } from '../smartAccount/executeSmartAccountRequest.js'
import { assertSmartAccountChain } from '../smartAccount/loadUserSmartAccount.js'
import type { EmbeddedRpcCall } from './EmbeddedRpcCall.js'
import { loadUserAccount } from './loadUserAccount.js'
import type { StoredTransaction } from './prepareEvmTransactions.js'
import { sendEmbeddedTransactions } from './sendEmbeddedTransactions.js'
import { signStoredMessage } from './signStoredMessage.js'

/**
 * Signs a prepared EVM request exactly as /rpc/prepare stored it (the
 * bytes the review described): personal_sign's message, the typed data,
 * or the transactions with their stored gas and fees (nonce from the
 * node). wallet_sendCalls answers `{ id }` for wallet_getCallsStatus.
 */
export async function executeEvmRequest(
  context: EmbeddedContext,
  {
    session,
    chain,
    method,
    stored,
    signature,
    assertion,
  }: Omit<EmbeddedRpcCall<ChainSettings>, 'params'> & {
    stored: Record<string, unknown>
    /** A passkey user's signature of the stored user operation. */
    signature?: Hex | undefined
    /** A passkey user's WebAuthn assertion of the stored message. */
    assertion?: PasskeyAssertion | undefined
  },
): Promise<unknown> {
  // Smart sessions (ERC-7715): their own signing.
  if (isSessionMethod(method)) {
    assertSmartAccountChain(chain)
    return executeSessionRequest(context, { session, chain, method, stored })
  }
  if (stored.userOperation || stored.smartAccount === true) {
    assertSmartAccountChain(chain)
    return executeSmartAccountRequest(context, {
      session,
      chain,
      method,
      stored,
      signature,
      assertion,
    })
  }
  const account = await loadUserAccount(context.db, {
    userId: session.userId,
    masterKey: context.settings.masterKey,
  })
  const signed = signStoredMessage(account, method, stored)
  if (signed) return signed
  switch (method) {
    case 'eth_sendTransaction': {
      const txs = stored.transactions as StoredTransaction[]
      const [hash] = await sendEmbeddedTransactions(account, chain, txs)
      return hash
    }
    case 'wallet_sendCalls': {
      const txs = stored.transactions as StoredTransaction[]
      const hashes = await sendEmbeddedTransactions(account, chain, txs)
      const id = `0x${randomBytes(32).toString('hex')}`
      await context.db.query(
        'INSERT INTO embedded_calls (id, user_id, chain_id, hashes) VALUES ($1, $2, $3, $4::jsonb)',
        [id, session.userId, chain.chainId, JSON.stringify(hashes)],
      )
      return { id }
    }
  }
  throw embeddedErrors.rpcNotAllowed()
}
