import { ProtocolError } from '@latch/common'
import type { AuthPayload } from '../../types/auth.js'
import {
  decodeRecap,
  encodeRecap,
  formatStatementFromRecap,
  getRecapFromResources,
  readRecap,
} from './recap.js'

export type PopulateAuthPayloadParameters = {
  /** The request's payload, from `session_authenticate`. */
  authPayload: AuthPayload
  /** CAIP-2 chains the wallet signs on, e.g. `['eip155:1']`. */
  chains: readonly string[]
  /** Methods the wallet answers, e.g. `['personal_sign']`. */
  methods: readonly string[]
}

/**
 * Wallet: narrows a one-click auth request to what it supports before it
 * formats and signs the messages, as the official SDK's wallets do: the
 * requested chains it has, and in the ReCap (the last resource) only the
 * `eip155` methods it answers, each granted on those chains (the
 * statement then carries the ReCap sentence, byte-equal to the SDK's
 * `populateAuthPayload`). The session
 * `approveSessionAuthenticate` opens then lists just these.
 *
 * @throws {ProtocolError} UNSUPPORTED_CHAINS (none of the chains),
 * UNSUPPORTED_METHODS (a ReCap asking only for methods it lacks)
 *
 * @example
 * const payload = populateAuthPayload({ authPayload, chains: ['eip155:1'], methods: ['personal_sign'] })
 * const message = formatAuthMessage({ request: payload, iss })
 */
export function populateAuthPayload({
  authPayload,
  chains,
  methods,
}: PopulateAuthPayloadParameters): AuthPayload {
  const supported = authPayload.chains.filter((chain) => chains.includes(chain))
  if (supported.length === 0)
    throw new ProtocolError('UNSUPPORTED_CHAINS', {
      context: authPayload.chains.join(', '),
    })
  const resources = authPayload.resources ?? []
  const recap = getRecapFromResources(resources)
  if (!recap) return { ...authPayload, chains: supported }
  const requested = readRecap(recap).methods
  if (requested.length === 0) return { ...authPayload, chains: supported }
  const granted = requested
    .filter((method) => methods.includes(method))
    .sort((a, b) => a.localeCompare(b))
  if (granted.length === 0)
    throw new ProtocolError('UNSUPPORTED_METHODS', {
      context: requested.join(', '),
    })
  // Abilities of other namespaces stay as they were asked.
  const { att } = decodeRecap(recap)
  const eip155 = Object.fromEntries(
    granted.map((method) => [`request/${method}`, [{ chains: supported }]]),
  )
  const narrowed = { att: { ...att, eip155 } }
  return {
    ...authPayload,
    chains: supported,
    // With the ReCap sentence, as the SDK writes it (the message is the
    // same either way: formatAuthMessage adds it only once).
    statement: formatStatementFromRecap(authPayload.statement, narrowed),
    resources: [...resources.slice(0, -1), encodeRecap(narrowed)],
  }
}
