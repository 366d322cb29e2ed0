import { decodeAbiParameters, type Hex } from 'viem'
import { rpcRequest } from '../rpc/rpcRequest.js'

export type TokenMetadata = {
  name: string | null
  symbol: string | null
  decimals: number | null
}

// ERC-20 selectors of name(), symbol() and decimals().
const NAME = '0x06fdde03'
const SYMBOL = '0x95d89b41'
const DECIMALS = '0x313ce567'

/**
 * Reads name, symbol and decimals of an ERC-20 contract; a call that fails
 * or does not decode gives null for that field.
 */
export async function fetchTokenMetadata(
  url: string,
  address: Hex,
): Promise<TokenMetadata> {
  const call = (data: Hex) =>
    rpcRequest<Hex>({
      url,
      method: 'eth_call',
      params: [{ to: address, data }, 'latest'],
    })
  const text = (data: Hex) =>
    call(data)
      .then((r) => decodeAbiParameters([{ type: 'string' }], r)[0])
      .catch(() => null)
  const [name, symbol, decimals] = await Promise.all([
    text(NAME),
    text(SYMBOL),
    call(DECIMALS)
      .then((r) => decodeAbiParameters([{ type: 'uint8' }], r)[0])
      .catch(() => null),
  ])
  return {
    name: name === null ? null : name.slice(0, 200),
    symbol: symbol === null ? null : symbol.slice(0, 50),
    decimals: decimals !== null && decimals <= 77 ? decimals : null,
  }
}
