import { sha256 } from '@noble/hashes/sha2.js'
import { bech32, bech32m, createBase58check } from '@scure/base'

export type IsBitcoinAddressParameters = {
  /** Check testnet (`tb1…`, `m…`, `n…`, `2…`) instead of mainnet. @default false */
  testnet?: boolean | undefined
}

/**
 * Whether `value` is a Bitcoin address of the chosen network, checksum
 * included: segwit bech32 (v0) / bech32m (v1+) with `bc1`/`tb1`, or
 * base58check P2PKH/P2SH (`1`/`3` on mainnet, `m`/`n`/`2` on testnet).
 *
 * @example
 * isBitcoinAddress('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4') // true
 * isBitcoinAddress('mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn', { testnet: true }) // true
 */
export function isBitcoinAddress(
  value: string,
  { testnet = false }: IsBitcoinAddressParameters = {},
): boolean {
  return /^(?:bc|tb)1/i.test(value)
    ? isSegwit(value, testnet ? 'tb' : 'bc')
    : isBase58Check(value, testnet ? [0x6f, 0xc4] : [0x00, 0x05])
}

// BIP-173 / BIP-350: witness version 0 uses bech32 and a 20- or 32-byte
// program; versions 1–16 use bech32m and a 2–40-byte program.
function isSegwit(value: string, hrp: string): boolean {
  const v0 = bech32.decodeUnsafe(value)
  const decoded = v0 || bech32m.decodeUnsafe(value)
  if (!decoded || decoded.prefix !== hrp) return false
  const [version, ...rest] = decoded.words
  if (version === undefined || version > 16) return false
  if ((version === 0) !== Boolean(v0)) return false
  const program = (v0 ? bech32 : bech32m).fromWordsUnsafe(rest)
  if (!program || program.length < 2 || program.length > 40) return false
  return version !== 0 || program.length === 20 || program.length === 32
}

const base58check = createBase58check(sha256)

function isBase58Check(value: string, versions: readonly number[]): boolean {
  if (!/^[1-9A-HJ-NP-Za-km-z]{25,35}$/.test(value)) return false
  try {
    const payload = base58check.decode(value)
    return payload.length === 21 && versions.includes(payload[0]!)
  } catch {
    // A checksum that does not match.
    return false
  }
}
