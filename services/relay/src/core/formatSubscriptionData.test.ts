import { describe, expect, it } from 'vitest'
import { formatSubscriptionData } from './formatSubscriptionData.js'
import type { RelayMessage } from './types.js'

const message: RelayMessage = {
  id: 'i',
  topic: 'ab'.repeat(32),
  message: 'say "hi"\n\u2028 é',
  publishedAt: 1_732_876_543_210,
  seq: 1,
  tag: 1108,
  ttl: 300,
  expiresAt: 1_732_876_843_210,
  publisher: 'did:key:z',
}

describe('formatSubscriptionData', () => {
  it('is what JSON.stringify gives for the client-visible members', () => {
    const visible = ({
      topic,
      message: text,
      publishedAt,
      tag,
    }: RelayMessage) => ({
      topic,
      message: text,
      publishedAt,
      tag,
    })
    expect(formatSubscriptionData(message)).toBe(
      JSON.stringify(visible(message)),
    )
    const attested = { ...message, attestation: 'eyJ"x' }
    expect(formatSubscriptionData(attested)).toBe(
      JSON.stringify({ ...visible(attested), attestation: 'eyJ"x' }),
    )
    expect(JSON.parse(formatSubscriptionData(attested))).toEqual({
      ...visible(attested),
      attestation: 'eyJ"x',
    })
  })
})
