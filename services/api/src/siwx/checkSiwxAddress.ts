import { bitcoin, isBitcoinAddress, isSolanaAddress } from '@latch/common'
import { base58 } from '@scure/base'
import { getAddress } from 'viem'
import type { SiwxMessageFields } from './parseSiwxMessage.js'
import { siwxError } from './siwxErrors.js'

/**
 * Checks the message's address for its chain (SPEC §5): eip155 → EIP-55
 * checksummed; solana → 32–44 base58 characters that decode to a 32-byte
 * ed25519 public key; bip122 → a Bitcoin address of the chain's network
 * (mainnet `bc1…`/`1…`/`3…` on Bitcoin mainnet, testnet `tb1…`/`m…`/`n…`/
 * `2…` elsewhere), checksum included. Throws 400 `SIWX_INVALID_MESSAGE`.
 */
export function checkSiwxAddress({
  namespace,
  address,
  chainId,
}: Pick<SiwxMessageFields, 'namespace' | 'address' | 'chainId'>): void {
  if (namespace === 'eip155') {
    if (getAddress(address) !== address)
      throw siwxError(
        'SIWX_INVALID_MESSAGE',
        'The address must be EIP-55 checksummed',
      )
    return
  }
  if (namespace === 'solana') {
    if (!isSolanaAddress(address) || base58.decode(address).length !== 32)
      throw siwxError(
        'SIWX_INVALID_MESSAGE',
        'The address must be a base58 Solana public key (32 bytes)',
      )
    return
  }
  const testnet = chainId !== bitcoin.caipNetworkId
  if (!isBitcoinAddress(address, { testnet }))
    throw siwxError(
      'SIWX_INVALID_MESSAGE',
      `The address must be a Bitcoin ${testnet ? 'testnet' : 'mainnet'} address of chain ${chainId}`,
    )
}
