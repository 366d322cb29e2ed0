import { isBitcoinAddress } from '@latch/common'
import type { BitcoinAddress, BitcoinAddressPurpose } from '@latch/core'
import { base64 } from '@scure/base'
import { BitcoinWalletAnswerError } from './errors.js'

// Readers of what a Bitcoin wallet answers, whatever the transport: each
// returns the typed value or throws BitcoinWalletAnswerError, never lets
// a malformed answer through.

const field = (answer: unknown, key: string): unknown =>
  answer && typeof answer === 'object'
    ? (answer as Record<string, unknown>)[key]
    : undefined

const purposes: Record<string, BitcoinAddressPurpose> = {
  payment: 'payment',
  ordinal: 'ordinal',
  ordinals: 'ordinal',
  stx: 'stx',
  stacks: 'stx',
}

/** The purpose of an address as wallets spell it (`ordinals`, `stacks`…). */
export const readPurpose = (
  value: unknown,
): BitcoinAddressPurpose | undefined =>
  typeof value === 'string' ? purposes[value.toLowerCase()] : undefined

/** Bytes of a base64 string, or undefined. */
export function fromBase64(value: unknown): Uint8Array | undefined {
  if (typeof value !== 'string' || value.length === 0) return undefined
  try {
    return base64.decode(value)
  } catch {
    return undefined
  }
}

/** Throws unless `address` is a Bitcoin address of the chain's network. */
export function checkAddress(
  method: string,
  address: unknown,
  testnet: boolean,
): string {
  if (typeof address !== 'string' || !isBitcoinAddress(address, { testnet }))
    throw new BitcoinWalletAnswerError(
      method,
      `Expected a Bitcoin ${testnet ? 'testnet' : 'mainnet'} address, got ${JSON.stringify(address)}.`,
    )
  return address
}

/**
 * getAccountAddresses / getAccounts: a list of addresses (objects, or bare
 * strings from older wallets). Stacks addresses are left out; every other
 * one must belong to the chain's network.
 */
export function readBitcoinAddresses(
  method: string,
  answer: unknown,
  testnet: boolean,
): BitcoinAddress[] {
  const list = Array.isArray(answer) ? answer : field(answer, 'addresses')
  if (!Array.isArray(list))
    throw new BitcoinWalletAnswerError(method, 'Expected a list of addresses.')
  const addresses: BitcoinAddress[] = []
  for (const item of list) {
    const entry = typeof item === 'string' ? { address: item } : item
    const intention = readPurpose(
      field(entry, 'intention') ?? field(entry, 'purpose'),
    )
    if (intention === 'stx') continue
    const address = checkAddress(method, field(entry, 'address'), testnet)
    const publicKey = field(entry, 'publicKey')
    if (
      publicKey !== undefined &&
      (typeof publicKey !== 'string' || !/^(?:[0-9a-f]{2})+$/i.test(publicKey))
    )
      throw new BitcoinWalletAnswerError(
        method,
        `Expected a hex public key for ${address}.`,
      )
    const path = field(entry, 'path')
    addresses.push({
      address,
      ...(publicKey !== undefined ? { publicKey } : {}),
      ...(typeof path === 'string' ? { path } : {}),
      ...(intention ? { intention } : {}),
    })
  }
  return addresses
}

/**
 * signMessage: `{ address, signature }` with a base64 signature (a legacy
 * `ecdsa` one is 65 bytes: header and r, s).
 */
export function readMessageSignature(
  method: string,
  answer: unknown,
  expected: { address: string; protocol?: 'ecdsa' | 'bip322' | undefined },
): { address: string; signature: string } {
  const signature = field(answer, 'signature')
  const bytes = fromBase64(signature)
  if (!bytes)
    throw new BitcoinWalletAnswerError(method, 'Expected a base64 signature.')
  if (expected.protocol === 'ecdsa' && bytes.length !== 65)
    throw new BitcoinWalletAnswerError(
      method,
      `Expected a 65-byte legacy signature, got ${bytes.length} bytes.`,
    )
  const address = field(answer, 'address') ?? expected.address
  if (address !== expected.address)
    throw new BitcoinWalletAnswerError(
      method,
      `Signed with ${JSON.stringify(address)}, not ${expected.address}.`,
    )
  return { address: expected.address, signature: signature as string }
}

/** A transaction id: 64 hex digits. */
export function readTxid(method: string, value: unknown): string {
  if (typeof value !== 'string' || !/^[0-9a-f]{64}$/i.test(value))
    throw new BitcoinWalletAnswerError(
      method,
      'Expected a transaction id of 64 hex digits.',
    )
  return value.toLowerCase()
}

/**
 * signPsbt: `{ psbt, txid? }` with a PSBT that parses; a txid is required
 * when the PSBT was to be broadcast. @scure/btc-signer loads here, on the
 * first PSBT, never with a wallet's discovery.
 */
export async function readSignedPsbt(
  method: string,
  answer: unknown,
  broadcast: boolean,
): Promise<{ psbt: string; txid?: string }> {
  const psbt = field(answer, 'psbt')
  const { readPsbt } = await import('./readPsbt.js')
  if (!readPsbt(psbt))
    throw new BitcoinWalletAnswerError(method, 'Expected a base64 PSBT.')
  const txid = field(answer, 'txid')
  if (txid == null && !broadcast) return { psbt: psbt as string }
  return { psbt: psbt as string, txid: readTxid(method, txid) }
}
