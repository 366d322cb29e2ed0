import {
  type Address,
  type Hex,
  isAddressEqual,
  isHex,
  numberToHex,
  parseUnits,
} from 'viem'
import { getAccountBalances } from '../../blockchain/balance/getAccountBalances.js'
import { getAccountNfts } from '../../blockchain/nfts/getAccountNfts.js'
import type { ChainSettings } from '../../blockchain/settings/BlockchainSettings.js'
import { caipNetworkId } from '../../blockchain/utils/caipNetworkId.js'
import type { EmbeddedContext } from '../EmbeddedContext.js'
import { embeddedErrors } from '../http/EmbeddedError.js'

/** One asset of a `wallet_getAssets` answer (EIP-7811). */
export type WalletAsset = {
  address: Address | 'native'
  /** Amount held, hex (base units; the count for NFTs). */
  balance: Hex
  /** 'native', 'erc20', 'erc721', or 'erc1155' (not in EIP-7811 itself). */
  type: string
  metadata: Record<string, unknown>
}

type Request = {
  account?: unknown
  chainFilter?: unknown
  assetTypeFilter?: unknown
  assetFilter?: unknown
}

/**
 * Answers EIP-7811 `wallet_getAssets` for the session's account: per chain
 * (hex id) its native and listed ERC-20 balances (metadata name, symbol,
 * decimals and, as SPEC §3's asset, price, value and iconUrl) and the NFTs
 * the blockchain API indexed (ERC-721 as EIP-7811's `erc721` with
 * metadata name, symbol and tokenId; ERC-1155 as `erc1155`; both add
 * `tokenName` and `imageUrl`). `chainFilter`, `assetTypeFilter` and
 * `assetFilter` narrow it; an account not the user's gets `{}`.
 */
export async function getWalletAssets(
  context: EmbeddedContext,
  {
    accounts,
    params,
  }: {
    /** The user's accounts (EOA and smart account): the ones answered. */
    accounts: readonly Address[]
    params: unknown[]
  },
): Promise<Record<Hex, WalletAsset[]>> {
  const request = params[0] as Request | undefined
  if (
    !request ||
    typeof request !== 'object' ||
    typeof request.account !== 'string' ||
    !isHex(request.account)
  )
    throw embeddedErrors.badRequest('wallet_getAssets needs an account')
  const address = accounts.find((account) =>
    isAddressEqual(request.account as Address, account),
  )
  if (!address) return {}
  const chainFilter = hexList(request.chainFilter)?.map(Number)
  const types = Array.isArray(request.assetTypeFilter)
    ? request.assetTypeFilter.filter((t) => typeof t === 'string')
    : undefined
  const chains = context.chains.filter(
    (c) => !chainFilter || chainFilter.includes(c.chainId),
  )
  const [balances, nfts] = await Promise.all([
    getAccountBalances(
      context.prices ? { prices: context.prices } : { prices: {} },
      {
        address,
        chains,
      },
    ),
    // The NFT tables come with the blockchain API's migrations: without
    // them (an embedded service on its own) there are no NFTs to list.
    getAccountNfts(context.db, { chains }, { address }).catch(() => []),
  ])
  const result: Record<Hex, WalletAsset[]> = {}
  for (const chain of chains) {
    const id = caipNetworkId(chain.chainId)
    const assets: WalletAsset[] = [
      ...balances
        .filter((b) => b.chainId === id)
        .map((b) => fungible(chain, b)),
      ...nfts
        .filter((n) => n.chainId === id)
        .map((n) => ({
          address: n.contract as Address,
          balance: numberToHex(BigInt(n.amount)),
          type: n.standard,
          metadata: {
            name: n.collection.name ?? '',
            symbol: n.collection.symbol ?? '',
            tokenId: numberToHex(BigInt(n.tokenId)),
            tokenName: n.name,
            ...(n.imageUrl ? { imageUrl: n.imageUrl } : {}),
          },
        })),
    ].filter(
      (asset) =>
        (!types || types.includes(asset.type)) &&
        allowedBy(request.assetFilter, chain.chainId, asset),
    )
    result[numberToHex(chain.chainId)] = assets
  }
  return result
}

function fungible(
  chain: ChainSettings,
  b: Awaited<ReturnType<typeof getAccountBalances>>[number],
): WalletAsset {
  const decimals = Number(b.quantity.decimals)
  const token = b.address?.split(':')[2] as Address | undefined
  return {
    address: token ?? 'native',
    balance: numberToHex(parseUnits(b.quantity.numeric, decimals)),
    type: token ? 'erc20' : 'native',
    metadata: {
      name: b.name,
      symbol: b.symbol,
      decimals,
      price: b.price,
      value: b.value,
      iconUrl: b.iconUrl || (token ? '' : (chain.nativeIconUrl ?? '')),
    },
  }
}

function hexList(value: unknown): Hex[] | undefined {
  if (!Array.isArray(value)) return undefined
  return value.filter((v): v is Hex => typeof v === 'string' && isHex(v))
}

function allowedBy(filter: unknown, chainId: number, asset: WalletAsset) {
  if (!filter || typeof filter !== 'object') return true
  const wanted = (filter as Record<string, unknown>)[numberToHex(chainId)]
  if (!Array.isArray(wanted)) return false
  return wanted.some(
    (w: { address?: unknown; type?: unknown }) =>
      w?.type === asset.type &&
      typeof w.address === 'string' &&
      (w.address === 'native'
        ? asset.address === 'native'
        : asset.address !== 'native' &&
          isHex(w.address) &&
          isAddressEqual(w.address as Address, asset.address)),
  )
}
