import { type Address, hexToBigInt, isHex } from 'viem'
import type { Nft } from '../api/types.js'
import type { Config } from '../types/config.js'
import { requestWalletAssets } from './requestWalletAssets.js'

type Asset = {
  address?: unknown
  balance?: unknown
  type?: unknown
  metadata?: Record<string, unknown> | null
}

const text = (value: unknown) =>
  typeof value === 'string' && value.length > 0 ? value : null

/**
 * The NFTs the connected EVM wallet reports for `address` on `chainId`
 * through EIP-7811 `wallet_getAssets`, or undefined when the wallet does
 * not say it supports it (`assetDiscovery` in `wallet_getCapabilities`) or
 * the call fails: the caller then asks the Latch API.
 */
export async function readWalletNfts(
  config: Config,
  { address, chainId }: { address: Address; chainId: number },
): Promise<Nft[] | undefined> {
  try {
    const list = await requestWalletAssets(config, { address, chainId })
    if (!list) return undefined
    const assets = list.filter(
      (a): a is Asset => typeof a === 'object' && a !== null,
    )
    return assets.flatMap((asset): Nft[] => {
      const meta = asset.metadata ?? {}
      if (
        (asset.type !== 'erc721' && asset.type !== 'erc1155') ||
        typeof asset.address !== 'string' ||
        !isHex(meta.tokenId) ||
        !isHex(asset.balance)
      )
        return []
      const tokenId = hexToBigInt(meta.tokenId).toString()
      const collection = text(meta.name)
      return [
        {
          chainId: `eip155:${chainId}`,
          contract: asset.address,
          tokenId,
          standard: asset.type,
          amount: hexToBigInt(asset.balance).toString(),
          name: text(meta.tokenName) ?? `${collection ?? 'NFT'} #${tokenId}`,
          collection: { name: collection, symbol: text(meta.symbol) },
          imageUrl: text(meta.imageUrl),
        },
      ]
    })
  } catch {
    return undefined
  }
}
