import type { MethodHandler } from '../core/RelayOperations.js'
import {
  readOptionalString,
  readString,
  readTopic,
} from '../core/readParams.js'
import { joinAndPublish } from './joinAndPublish.js'

/**
 * `wc_proposeSession {pairingTopic, sessionProposal, attestation?}` → true.
 * Subscribes the caller (the dapp) to the pairing topic and publishes the
 * proposal there with tag 1100, ttl 300. Answers once stored, then fans
 * out and delivers the topic's backlog.
 */
export const wcProposeSession: MethodHandler = async (
  ops,
  connection,
  params,
) => {
  const topic = readTopic(params.pairingTopic, 'pairingTopic')
  const message = readString(params.sessionProposal, 'sessionProposal')
  const attestation = readOptionalString(params.attestation, 'attestation')
  return joinAndPublish(ops, connection, topic, [
    { topic, message, ttl: 300, tag: 1100, attestation },
  ])
}
