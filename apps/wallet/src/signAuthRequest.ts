import { ProtocolError, parseSiwxText } from '@latch/common'
import {
  type AuthPayload,
  buildAuthObject,
  buildNamespacesFromAuth,
  type Cacao,
  formatAuthMessage,
  populateAuthPayload,
} from '@latch/protocol/client'
import type { Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { supportedMethods } from './buildNamespaces.js'

/** One message the wallet signs for a one-click auth request. */
type AuthMessage = {
  /** `eip155:<id>`, a requested chain the wallet has. */
  chain: string
  /** `did:pkh:eip155:<id>:<address>`. */
  iss: string
  /** The EIP-4361 (CAIP-122) text, as it is signed. */
  message: string
}

/** What answering a one-click auth request means, or why it cannot be. */
export type AuthPlan =
  | {
      /** The request narrowed to this wallet (`populateAuthPayload`). */
      payload: AuthPayload
      /** Methods the session will grant (from the ReCap). */
      methods: string[]
      /** One message per chain, in the request's order. */
      messages: AuthMessage[]
    }
  | { error: ProtocolError }

/**
 * The messages a one-click auth request asks `address` to sign, after
 * narrowing it to the chains (`chainIds`) and methods this wallet has —
 * what the official SDK's wallets do before they sign. A request for
 * none of its chains, or only for methods it lacks, is an error
 * (UNSUPPORTED_CHAINS / UNSUPPORTED_METHODS) to answer with.
 */
export function planAuth(
  authPayload: AuthPayload,
  { chainIds, address }: { chainIds: readonly number[]; address: string },
): AuthPlan {
  let payload: AuthPayload
  try {
    payload = populateAuthPayload({
      authPayload,
      chains: chainIds.map((id) => `eip155:${id}`),
      methods: supportedMethods,
    })
  } catch (error) {
    if (error instanceof ProtocolError) return { error }
    throw error
  }
  let messages: AuthMessage[]
  try {
    messages = [...new Set(payload.chains)].map((chain) => {
      const iss = `did:pkh:${chain}:${address}`
      const message = formatAuthMessage({ request: payload, iss })
      // Nothing is signed that EIP-4361's grammar refuses (the one
      // latch-api verifies with): a bad domain, URI, nonce, date or
      // resource is answered as an invalid request.
      const { problem } = parseSiwxText(message)
      if (problem)
        throw new ProtocolError('MISSING_OR_INVALID', {
          context: problem.reason,
        })
      return { chain, iss, message }
    })
  } catch (error) {
    if (error instanceof ProtocolError) return { error }
    throw error
  }
  // The session's methods, as approveSessionAuthenticate will build them.
  const [first] = messages
  const methods = first
    ? (buildNamespacesFromAuth([
        buildAuthObject(payload, { t: 'eip191', s: '0x' }, first.iss),
      ]).eip155?.methods ?? [])
    : []
  return { payload, methods, messages }
}

/** A plan that can be answered: the wallet has some of what is asked. */
export type AuthAnswer = Exclude<AuthPlan, { error: ProtocolError }>

/**
 * Signs each message of a plan with `privateKey` (EIP-191) and wraps it as
 * the CACAO `approveSessionAuthenticate` takes.
 */
export function signAuthPlan(
  plan: AuthAnswer,
  privateKey: Hex,
): Promise<Cacao[]> {
  const account = privateKeyToAccount(privateKey)
  return Promise.all(
    plan.messages.map(async ({ iss, message }) =>
      buildAuthObject(
        plan.payload,
        { t: 'eip191', s: await account.signMessage({ message }) },
        iss,
      ),
    ),
  )
}
