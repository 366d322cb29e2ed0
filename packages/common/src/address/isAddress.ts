import { base58, bech32 } from '@scure/base'
import type { ChainNamespace } from '../caip/chainNamespaces.js'
import { isBitcoinAddress } from './isBitcoinAddress.js'
import { isEvmAddress } from './isEvmAddress.js'
import { isSolanaAddress } from './isSolanaAddress.js'

/**
 * Whether `address` is valid for `namespace`: eip155 → 40 hex (optional
 * 0x); solana → 32–44 base58; bip122 → mainnet or testnet Bitcoin address;
 * polkadot → SS58 shape (35/36 bytes, checksum not verified); cosmos →
 * bech32 with a 20- or 32-byte payload.
 *
 * @example
 * isAddress('0x52908400098527886E0F7030069857D2E4169EE7', 'eip155') // true
 */
export function isAddress(address: string, namespace: ChainNamespace): boolean {
  switch (namespace) {
    case 'eip155':
      return isEvmAddress(address)
    case 'solana':
      return isSolanaAddress(address)
    case 'bip122':
      return (
        isBitcoinAddress(address) ||
        isBitcoinAddress(address, { testnet: true })
      )
    case 'polkadot': {
      if (!/^[1-9A-HJ-NP-Za-km-z]{45,50}$/.test(address)) return false
      // The pattern above leaves only base58 characters, so this decodes.
      const length = base58.decode(address).length
      return length === 35 || length === 36
    }
    case 'cosmos': {
      const decoded = bech32.decodeUnsafe(address)
      if (!decoded) return false
      const length = bech32.fromWordsUnsafe(decoded.words)?.length
      return length === 20 || length === 32
    }
    default:
      return false
  }
}
