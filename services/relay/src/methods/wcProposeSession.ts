import type { MethodHandler } from '../core/RelayOperations.js'
import {
  readOptionalString,
  readString,
  readTopic,
} from '../core/readParams.js'

/**
 * `wc_proposeSession {pairingTopic, sessionProposal, attestation?}` → true.
 * Subscribes the caller (the dapp) to the pairing topic and publishes the
 * proposal there with tag 1100, ttl 300.
 */
export const wcProposeSession: MethodHandler = async (
  ops,
  connection,
  params,
) => {
  const topic = readTopic(params.pairingTopic, 'pairingTopic')
  const message = readString(params.sessionProposal, 'sessionProposal')
  const attestation = readOptionalString(params.attestation, 'attestation')
  ops.takePublishTokens(connection, 1)
  ops.subscribe(connection, [topic])
  await ops.publish(connection, {
    topic,
    message,
    ttl: 300,
    tag: 1100,
    attestation,
  })
  return { result: true, after: () => ops.deliverBacklog(connection, [topic]) }
}
