// Link-mode URLs and envelopes against the official SDK's own helpers
// (@walletconnect/utils 2.25: getLinkModeURL, encrypt, encodeTypeTwoEnvelope).

import {
  BASE64URL,
  decodeTypeTwoEnvelope,
  decrypt,
  encrypt,
  getLinkModeURL,
} from '@walletconnect/utils'
import { describe, expect, it } from 'vitest'
import { decodeEnvelope } from '../crypto/decodeEnvelope.js'
import { encodeEnvelope } from '../crypto/encodeEnvelope.js'
import { generateRandomBytes32 } from '../crypto/generateRandomBytes32.js'
import { encodeTypeTwoEnvelope } from './encodeTypeTwoEnvelope.js'
import { formatLinkModeUrl } from './formatLinkModeUrl.js'
import { parseLinkModeUrl } from './parseLinkModeUrl.js'

const universalLink = 'https://wallet.example/wc'
const topic = 'ab'.repeat(32)
const message = JSON.stringify({
  id: 1700000000000001,
  jsonrpc: '2.0',
  method: 'wc_sessionPing',
  params: { text: 'ünïcode ✓ needs padding?' },
})

describe('formatLinkModeUrl', () => {
  it('builds the URL the official SDK builds for the same envelope', () => {
    const symKey = generateRandomBytes32()
    const iv = Uint8Array.from({ length: 12 }, (_, i) => i)
    const envelope = encodeEnvelope({ symKey, message, iv })
    const theirs = encrypt({
      symKey,
      message,
      iv: Buffer.from(iv).toString('hex'),
      encoding: BASE64URL,
    })
    expect(formatLinkModeUrl({ universalLink, topic, envelope })).toBe(
      getLinkModeURL(universalLink, topic, theirs),
    )
  })

  it('carries a type-2 envelope the SDK decodes', () => {
    const url = formatLinkModeUrl({
      universalLink,
      topic,
      envelope: encodeTypeTwoEnvelope(message),
    })
    const wcEv = new URL(url).searchParams.get('wc_ev') ?? ''
    expect(decodeTypeTwoEnvelope(wcEv, BASE64URL)).toBe(message)
  })
})

describe('parseLinkModeUrl', () => {
  it('reads an envelope the SDK sealed for a link', () => {
    const symKey = generateRandomBytes32()
    const url = getLinkModeURL(
      universalLink,
      topic,
      encrypt({ symKey, message, encoding: BASE64URL }),
    )
    const parsed = parseLinkModeUrl(url)
    expect(parsed?.topic).toBe(topic)
    expect(decodeEnvelope({ symKey, encoded: parsed?.message ?? '' })).toBe(
      message,
    )
  })

  it('gives back what formatLinkModeUrl put in, padded or not', () => {
    const symKey = generateRandomBytes32()
    const envelope = encodeEnvelope({ symKey, message })
    const url = formatLinkModeUrl({ universalLink, topic, envelope })
    expect(parseLinkModeUrl(url)).toEqual({ topic, message: envelope })
    expect(parseLinkModeUrl(`${url.replace('&', '==&')}`)?.message).toBe(
      envelope,
    )
    // The SDK's envelope sealed with our key opens with decrypt too.
    const wcEv = new URL(url).searchParams.get('wc_ev') ?? ''
    expect(decrypt({ symKey, encoded: wcEv, encoding: BASE64URL })).toBe(
      message,
    )
  })

  it.each([
    undefined,
    42,
    '',
    'not a url?wc_ev=AA&topic=ab',
    `${universalLink}?topic=${topic}`,
    `${universalLink}?wc_ev=AAAA`,
    `${universalLink}?wc_ev=AAAA&topic=xyz`,
    `${universalLink}?wc_ev=!!!!&topic=${topic}`,
  ])('refuses %s without throwing', (input) => {
    expect(parseLinkModeUrl(input)).toBeUndefined()
  })
})
