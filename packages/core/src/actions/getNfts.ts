import { getAccountNfts } from '../api/getAccountNfts.js'
import { getApiContext } from '../api/getApiContext.js'
import type { Nft } from '../api/types.js'
import { dataKey } from '../data/dataKey.js'
import { dataLifetime } from '../data/dataLifetime.js'
import type { Config } from '../types/config.js'
import { getAccount } from './getAccount.js'
import { getNetwork } from './getNetwork.js'
import { readWalletNfts } from './readWalletNfts.js'

export type GetNftsParameters = {
  /** Skip the 30 s lifetime. */
  force?: boolean | undefined
}

/**
 * Loads the NFTs (ERC-721, ERC-1155) the active EVM account holds on the
 * active network into the data layer (key `nfts` + CAIP address, fresh
 * 30 s) and returns them: from the wallet's EIP-7811 `wallet_getAssets`
 * where the wallet offers it (`assetDiscovery`), else from the Latch API.
 * Other namespaces, or no API and no wallet support, give an empty list;
 * a failure leaves the entry in error (see `getNftsState`).
 * https://latch.dev/docs/core/actions/getNfts
 *
 * @example
 * const nfts = await getNfts(config)
 */
export async function getNfts(
  config: Config,
  parameters: GetNftsParameters = {},
): Promise<readonly Nft[]> {
  const { address, caipAddress, chainNamespace } = getAccount(config)
  if (!address || !caipAddress || chainNamespace !== 'eip155') return []
  const { caipNetworkId } = getNetwork(config)
  const chainId = Number(caipNetworkId.split(':')[1])
  const load = async (): Promise<readonly Nft[]> => {
    const fromWallet = await readWalletNfts(config, {
      address: address as `0x${string}`,
      chainId,
    })
    if (fromWallet) return fromWallet
    const { client } = getApiContext(config)
    if (!client) return []
    const answer = await getAccountNfts(client, {
      address,
      chainId: caipNetworkId,
    })
    return answer.data
  }
  return config._internal.data
    .fetch(dataKey('nfts', caipAddress), load, {
      lifetime: dataLifetime.nfts,
      force: parameters.force,
    })
    .catch(() => [])
}
