import { type Address, hexToBigInt, isHex, numberToHex } from 'viem'
import type { Nft } from '../api/types.js'
import { getEip155Wallet } from '../transactions/eip155/getEip155Wallet.js'
import { walletRequest } from '../transactions/eip155/walletRequest.js'
import type { Config } from '../types/config.js'

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
    const wallet = await getEip155Wallet(config, { account: address })
    const hex = numberToHex(chainId)
    const capabilities = await walletRequest<Record<string, unknown>>(
      wallet.provider,
      'wallet_getCapabilities',
      [address, [hex]],
    )
    const discovery = (capabilities?.[hex] as Record<string, unknown>)
      ?.assetDiscovery as { supported?: unknown } | undefined
    if (discovery?.supported !== true) return undefined
    const answer = await walletRequest<Record<string, Asset[]>>(
      wallet.provider,
      'wallet_getAssets',
      [{ account: address, chainFilter: [hex] }],
    )
    const assets = Array.isArray(answer?.[hex]) ? (answer[hex] ?? []) : []
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
