// What a passkey user signs for a message is what the frame shows: the
// review is shown only when it describes the prepared bytes, and the hash
// the passkey answers is the frame's own of those bytes.
import {
  describeEvmMessage,
  describeEvmTypedData,
} from '@latch/common/describe'
import { hashMessage, hashTypedData } from 'viem'
import { describe, expect, it } from 'vitest'
import { reviewedMessageHash } from './passkeyMessage.js'

const typedData = {
  domain: { name: 'Ether Mail', version: '1', chainId: 31337 },
  types: {
    Mail: [
      { name: 'to', type: 'address' },
      { name: 'contents', type: 'string' },
    ],
  },
  primaryType: 'Mail',
  message: {
    to: '0x2222222222222222222222222222222222222222',
    contents: 'Hello',
  },
}
const prepared = describeEvmTypedData(typedData, {
  chainId: 31337,
  deriveDomainType: true,
})
// As the frame receives them: JSON.
const json = <T>(value: T): T => JSON.parse(JSON.stringify(value))

describe('reviewedMessageHash', () => {
  it('answers the EIP-191 hash of a message its review describes (text, or hex as bytes)', () => {
    const text = 'Sign in to Latch'
    expect(
      reviewedMessageHash(
        { message: text },
        json(describeEvmMessage(text)),
        31337,
      ),
    ).toBe(hashMessage(text))
    expect(
      reviewedMessageHash(
        { message: '0x68690a' },
        json(describeEvmMessage('0x68690a')),
        31337,
      ),
    ).toBe(hashMessage({ raw: '0x68690a' }))
  })

  it('answers the EIP-712 hash of typed data its review describes', () => {
    expect(
      reviewedMessageHash(
        { typedData: json(prepared.typedData) },
        json(prepared.review),
        31337,
      ),
    ).toBe(hashTypedData(typedData as never))
  })

  it('refuses a review that says something else than the bytes', () => {
    expect(
      reviewedMessageHash(
        { message: 'Transfer everything' },
        json(describeEvmMessage('Sign in to Latch')),
        31337,
      ),
    ).toBeUndefined()
    const other = {
      ...typedData,
      message: { ...typedData.message, contents: 'Hello!' },
    }
    expect(
      reviewedMessageHash(
        { typedData: other as never },
        json(prepared.review),
        31337,
      ),
    ).toBeUndefined()
    // Typed data shown as a plain message, or for another chain.
    expect(
      reviewedMessageHash(
        { typedData: json(prepared.typedData) },
        json(describeEvmMessage('Hello')),
        31337,
      ),
    ).toBeUndefined()
    expect(
      reviewedMessageHash(
        { typedData: json(prepared.typedData) },
        json(prepared.review),
        1,
      ),
    ).toBeUndefined()
  })
})
