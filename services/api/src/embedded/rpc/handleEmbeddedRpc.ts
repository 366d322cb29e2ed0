import { randomBytes } from 'node:crypto'
import { SAFE_RPC_METHODS } from '@latch/embedded/protocol'
import { type Hex, isHex, numberToHex } from 'viem'
import type { ChainSettings } from '../../blockchain/settings/BlockchainSettings.js'
import type { EmbeddedContext } from '../EmbeddedContext.js'
import { embeddedErrors } from '../http/EmbeddedError.js'
import type { EmbeddedSession } from '../login/findEmbeddedSession.js'
import { callChainRpc } from './callChainRpc.js'
import { getCallsStatus } from './getCallsStatus.js'
import { loadUserAccount } from './loadUserAccount.js'
import { parseTransactionRequest } from './parseTransactionRequest.js'
import { sendEmbeddedTransactions } from './sendEmbeddedTransactions.js'

/** The not-safe methods the service signs (the frame asked the user first). */
export const SIGNING_METHODS = [
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_sendCalls',
] as const

const list = (params: unknown): unknown[] =>
  Array.isArray(params) ? params : []

const sameAddress = (value: unknown, address: string) =>
  typeof value === 'string' && value.toLowerCase() === address.toLowerCase()

/**
 * Answers one RPC call of a live session on `chain`: account and chain
 * methods locally, the other SAFE_RPC_METHODS through the chain's node,
 * the four signing methods with the user's key; anything else → 403
 * 'Requested RPC call is not allowed'.
 */
export async function handleEmbeddedRpc(
  context: EmbeddedContext,
  {
    session,
    chain,
    method,
    params,
  }: {
    session: EmbeddedSession
    chain: ChainSettings
    method: string
    params: unknown
  },
): Promise<unknown> {
  const address = session.user.address
  const signer = () =>
    loadUserAccount(context.db, {
      userId: session.userId,
      masterKey: context.settings.masterKey,
    })
  switch (method) {
    case 'eth_accounts':
    case 'eth_requestAccounts':
      return [address]
    case 'eth_chainId':
      return numberToHex(chain.chainId)
    case 'wallet_getCapabilities':
      return Object.fromEntries(
        context.chains.map((c) => [
          numberToHex(c.chainId),
          { atomic: { status: 'unsupported' } },
        ]),
      )
    case 'wallet_getCallsStatus':
      return getCallsStatus(context, { session, id: list(params)[0] })
    case 'personal_sign': {
      const [message, from] = list(params)
      if (typeof message !== 'string' || !sameAddress(from, address))
        throw embeddedErrors.badRequest(
          'personal_sign needs [message, address of this session]',
        )
      const account = await signer()
      return account.signMessage({
        message: isHex(message) ? { raw: message as Hex } : message,
      })
    }
    case 'eth_signTypedData_v4': {
      const [from, data] = list(params)
      if (!sameAddress(from, address))
        throw embeddedErrors.badRequest(
          'eth_signTypedData_v4 needs [address of this session, typedData]',
        )
      let typed: unknown = data
      try {
        if (typeof data === 'string') typed = JSON.parse(data)
      } catch {
        throw embeddedErrors.badRequest('typedData is not JSON')
      }
      const { types, primaryType, domain, message } = (typed ?? {}) as Record<
        string,
        never
      >
      if (!types || !primaryType || !message)
        throw embeddedErrors.badRequest(
          'typedData needs types, primaryType and message',
        )
      const { EIP712Domain: _, ...rest } = types as Record<string, unknown>
      const account = await signer()
      try {
        return await account.signTypedData({
          types: rest,
          primaryType,
          domain,
          message,
        } as never)
      } catch (cause) {
        throw embeddedErrors.badRequest(
          `typedData: ${(cause as Error).message.split('\n')[0]}`,
        )
      }
    }
    case 'eth_sendTransaction': {
      const tx = parseTransactionRequest(list(params)[0], { from: address })
      const [hash] = await sendEmbeddedTransactions(await signer(), chain, [tx])
      return hash
    }
    case 'wallet_sendCalls': {
      const request = (list(params)[0] ?? {}) as {
        calls?: unknown
        from?: unknown
      }
      if (
        !Array.isArray(request.calls) ||
        request.calls.length === 0 ||
        request.calls.length > 16
      )
        throw embeddedErrors.badRequest('wallet_sendCalls needs 1–16 calls')
      if (request.from !== undefined && !sameAddress(request.from, address))
        throw embeddedErrors.badRequest(
          'from is not the account of this session',
        )
      const txs = request.calls.map((call) =>
        parseTransactionRequest(call, { from: address }),
      )
      const hashes = await sendEmbeddedTransactions(await signer(), chain, txs)
      const id = `0x${randomBytes(32).toString('hex')}`
      await context.db.query(
        'INSERT INTO embedded_calls (id, user_id, chain_id, hashes) VALUES ($1, $2, $3, $4::jsonb)',
        [id, session.userId, chain.chainId, JSON.stringify(hashes)],
      )
      return { id }
    }
  }
  if (method === 'wallet_getAssets' || !SAFE_RPC_METHODS.includes(method))
    throw embeddedErrors.rpcNotAllowed()
  return callChainRpc(chain, { method, params: list(params) })
}
