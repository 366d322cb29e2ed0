/** The CAIP-2 id of an EVM chain: `eip155:<chainId>`. */
export function caipNetworkId(chainId: number): `eip155:${number}` {
  return `eip155:${chainId}`
}
