import type { MethodHandler } from '../core/RelayOperations.js'
import { readString, readTopic } from '../core/readParams.js'
import { joinAndPublish } from './joinAndPublish.js'

/**
 * `wc_approveSession {pairingTopic, sessionTopic, sessionProposalResponse,
 * sessionSettlementRequest, …}` → true. Subscribes the caller (the wallet) to
 * the session topic, publishes the settle request there (tag 1102) and then
 * the proposal response on the pairing topic (tag 1101), both ttl 300 — in
 * that order, so the settle is in the mailbox when the dapp subscribes.
 * Both are stored (all or none, counting as 2 publishes) before the answer;
 * the fan-out follows it.
 */
export const wcApproveSession: MethodHandler = async (
  ops,
  connection,
  params,
) => {
  const pairingTopic = readTopic(params.pairingTopic, 'pairingTopic')
  const sessionTopic = readTopic(params.sessionTopic, 'sessionTopic')
  const response = readString(
    params.sessionProposalResponse,
    'sessionProposalResponse',
  )
  const settle = readString(
    params.sessionSettlementRequest,
    'sessionSettlementRequest',
  )
  return joinAndPublish(ops, connection, sessionTopic, [
    { topic: sessionTopic, message: settle, ttl: 300, tag: 1102 },
    { topic: pairingTopic, message: response, ttl: 300, tag: 1101 },
  ])
}
