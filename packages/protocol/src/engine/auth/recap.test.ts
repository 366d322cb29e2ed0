import { describe, expect, it } from 'vitest'
import {
  createRecap,
  decodeRecap,
  encodeRecap,
  formatStatementFromRecap,
  readRecap,
} from './recap.js'

describe('recap', () => {
  it('round-trips and lists methods sorted', () => {
    const resource = encodeRecap(
      createRecap('eip155', ['personal_sign', 'eth_sendTransaction']),
    )
    expect(resource.startsWith('urn:recap:')).toBe(true)
    expect(resource.includes('=')).toBe(false)
    expect(readRecap(resource).methods).toEqual([
      'eth_sendTransaction',
      'personal_sign',
    ])
    expect(decodeRecap(resource).att.eip155).toBeDefined()
  })
  it('formats the statement like the SDK', () => {
    expect(
      formatStatementFromRecap(
        'Sign in',
        createRecap('eip155', ['personal_sign', 'eth_sign']),
      ),
    ).toBe(
      "Sign in I further authorize the stated URI to perform the following actions on my behalf: (1) 'request': 'eth_sign', 'personal_sign' for 'eip155'.",
    )
  })
})
