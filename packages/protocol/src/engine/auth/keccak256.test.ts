import { keccak_256 } from '@noble/hashes/sha3.js'
import { bytesToHex } from '@noble/hashes/utils.js'
import * as fc from 'fast-check'
import { expect, test } from 'vitest'
import { keccak256 } from './keccak256.js'

test('known vectors', () => {
  const hex = (text: string) =>
    bytesToHex(keccak256(new TextEncoder().encode(text)))
  expect(hex('')).toBe(
    'c5d2460186f7233c927e7db2dcc703c0e500b653ca82273b7bfad8045d85a470',
  )
  expect(hex('hello world')).toBe(
    '47173285a8d7341e5e972fc677286384f802f8ef42a5ec5f03bbfa254cb01fad',
  )
})

test("equals @noble/hashes' keccak_256 across lengths and block edges", () => {
  fc.assert(
    fc.property(fc.uint8Array({ maxLength: 600 }), (data) => {
      expect(keccak256(data)).toEqual(keccak_256(data))
    }),
  )
  for (const length of [135, 136, 137, 271, 272, 273])
    expect(keccak256(new Uint8Array(length).fill(7))).toEqual(
      keccak_256(new Uint8Array(length).fill(7)),
    )
})
