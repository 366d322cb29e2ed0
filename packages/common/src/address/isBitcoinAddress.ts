import { sha256 } from '@noble/hashes/sha2.js'
import { decodeBase58 } from './base58.js'
import { decodeBech32, wordsToBytes } from './bech32.js'

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

function isSegwit(value: string, hrp: string): boolean {
  const decoded = decodeBech32(value)
  if (!decoded || decoded.hrp !== hrp) return false
  const [version, ...rest] = decoded.words
  if (version === undefined || version > 16) return false
  const program = wordsToBytes(rest)
  if (!program || program.length < 2 || program.length > 40) return false
  if (version === 0)
    return (
      decoded.variant === 'bech32' &&
      (program.length === 20 || program.length === 32)
    )
  return decoded.variant === 'bech32m'
}

function isBase58Check(value: string, versions: readonly number[]): boolean {
  if (!/^[1-9A-HJ-NP-Za-km-z]{25,35}$/.test(value)) return false
  const bytes = decodeBase58(value)
  if (bytes?.length !== 25 || !versions.includes(bytes[0]!)) return false
  const checksum = sha256(sha256(bytes.subarray(0, 21)))
  for (let i = 0; i < 4; i++) if (checksum[i] !== bytes[21 + i]) return false
  return true
}
