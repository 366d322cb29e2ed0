import type { PublishInput } from '../core/RelayOperations.js'
import {
  readInteger,
  readOptionalString,
  readString,
  readTopic,
} from '../core/readParams.js'

/**
 * Reads `{topic, message, ttl, tag?, attestation?}`; every other field
 * (`prompt`, `correlationId`, tvf extras…) is ignored.
 */
export function readPublishInput(
  params: Record<string, unknown>,
  maxTtl: number,
): PublishInput {
  return {
    topic: readTopic(params.topic),
    message: readString(params.message, 'message'),
    ttl: readInteger(params.ttl, 'ttl', { min: 1, max: maxTtl }),
    tag: readInteger(params.tag, 'tag', {
      min: 0,
      max: 2 ** 31 - 1,
      fallback: 0,
    }),
    attestation: readOptionalString(params.attestation, 'attestation'),
  }
}
