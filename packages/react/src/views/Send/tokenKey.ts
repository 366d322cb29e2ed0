import type { TokenBalance } from '@latch/core'

/** A balance entry's identity across reloads: network and contract. */
export const tokenKey = (token: TokenBalance) =>
  `${token.chainId}|${token.address ?? 'native'}`
