import { isAddress, isCaipAddress, parseCaipAddress } from '@latch/common'
import { BlockchainApiError } from '../errors/BlockchainApiError.js'
import { parseAddress } from './parseAddress.js'

/**
 * An account as the smart-session calls name it: a plain EVM address, or
 * a CAIP-10 account id (`eip155:1:0xab…`, `solana:…:…`) whose address is
 * valid for its namespace. Returns it with the EVM address checksummed.
 * Anything else is a 400 `INVALID_ADDRESS`.
 */
export function parseAccountAddress(value: string): string {
  if (!value.includes(':')) return parseAddress(value)
  if (isCaipAddress(value)) {
    const { namespace, reference, address } = parseCaipAddress(value)
    if (namespace === 'eip155')
      return `eip155:${reference}:${parseAddress(address)}`
    if (isAddress(address, namespace)) return value
  }
  throw new BlockchainApiError(
    400,
    'INVALID_ADDRESS',
    'Expected an address or a CAIP-10 account id (namespace:chain:address).',
  )
}
