import { ed25519 } from '@noble/curves/ed25519.js'
import { base58 } from '@scure/base'
import { describe, expect, it } from 'vitest'
import { verifySolanaSignature } from './verifySolanaSignature.js'

const secretKey = new Uint8Array(32).fill(7)
const address = base58.encode(ed25519.getPublicKey(secretKey))
const message = 'Hello from the Latch demo'
const signature = base58.encode(
  ed25519.sign(new TextEncoder().encode(message), secretKey),
)

describe('verifySolanaSignature', () => {
  it('accepts the signer’s ed25519 signature of the message', () => {
    expect(verifySolanaSignature({ message, signature, address })).toBe(true)
  })

  it('refuses another message, another signer, bad input — never throws', () => {
    const other = base58.encode(
      ed25519.getPublicKey(new Uint8Array(32).fill(8)),
    )
    const bad = [
      { message: `${message}!`, signature, address },
      { message, signature, address: other },
      { message, signature: '', address },
      { message, signature: '0OIl', address }, // not base58
      { message, signature: base58.encode(new Uint8Array(63)), address },
      { message, signature, address: base58.encode(new Uint8Array(31)) },
      {
        message,
        signature,
        address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      },
      { message, signature: base58.encode(new Uint8Array(64)), address },
    ]
    for (const input of bad)
      expect(verifySolanaSignature(input), JSON.stringify(input)).toBe(false)
  })
})
