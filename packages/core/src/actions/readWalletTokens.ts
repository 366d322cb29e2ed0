import type { Address } from 'viem'
import type { TokenBalance } from '../api/types.js'
import type { Config } from '../types/config.js'
import {
  type ParseWalletTokensParameters,
  parseWalletTokens,
} from './parseWalletTokens.js'
import { requestWalletAssets } from './requestWalletAssets.js'

export type ReadWalletTokensParameters = ParseWalletTokensParameters & {
  address: Address
}

/**
 * The native and ERC-20 balances the connected EVM wallet reports for
 * `address` on `chainId` through EIP-7811 `wallet_getAssets` (checked by
 * `parseWalletTokens`), or undefined when the wallet does not say it
 * supports it (`assetDiscovery` in `wallet_getCapabilities`) or the call
 * fails: the caller then asks the Latch API.
 */
export async function readWalletTokens(
  config: Config,
  { address, ...parameters }: ReadWalletTokensParameters,
): Promise<TokenBalance[] | undefined> {
  try {
    const assets = await requestWalletAssets(config, {
      address,
      chainId: parameters.chainId,
    })
    return assets && parseWalletTokens(assets, parameters)
  } catch {
    return undefined
  }
}
