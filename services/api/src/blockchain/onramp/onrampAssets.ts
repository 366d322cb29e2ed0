import { solanaLocalnet } from '@latch/common'
import type { BlockchainSettings } from '../settings/BlockchainSettings.js'
import type {
  OnrampOptions,
  OnrampPaymentCurrency,
  OnrampPurchaseCurrency,
} from './OnrampProvider.js'

/** One asset the sandbox sells on one chain. */
export type OnrampAsset = {
  symbol: string
  name: string
  decimals: number
  chainId: number
  /** The ERC-20; none for the chain's native currency. */
  address?: `0x${string}` | undefined
  /** A Solana cluster's CAIP-2 id: the asset is its SOL (`chainId` 0). */
  network?: `solana:${string}` | undefined
}

type Settings = Pick<BlockchainSettings, 'chains' | 'solanaChains' | 'onramp'>

/** Card and bank limits of every fiat currency offered, in cents (SPEC §9). */
export const PAYMENT_METHOD_LIMITS = [
  { id: 'card', min: 1_000n, max: 750_000n },
  { id: 'ach_bank_account', min: 1_000n, max: 2_500_000n },
] as const

const devnetNames: Record<number, string> = {
  31337: 'Latch Devnet',
  31338: 'Latch Devnet 2',
}

/**
 * Every asset on every configured chain: native, tokens, extra tokens; and
 * SOL on each Solana chain when the sandbox has a Solana treasury.
 */
export function listOnrampAssets(settings: Settings): OnrampAsset[] {
  const sol = settings.onramp.solanaTreasuryKey
    ? settings.solanaChains.map((chain) => ({
        symbol: 'SOL',
        name: 'Solana',
        decimals: 9,
        chainId: 0,
        network: chain.caipNetworkId,
      }))
    : []
  return [...evmAssets(settings), ...sol]
}

function evmAssets(settings: Settings): OnrampAsset[] {
  return settings.chains.flatMap((chain) => [
    { ...chain.nativeCurrency, chainId: chain.chainId },
    ...[
      ...chain.tokens,
      ...(settings.onramp.extraTokens[chain.chainId] ?? []),
    ].map((token) => ({
      symbol: token.symbol,
      name: token.name,
      decimals: token.decimals,
      chainId: chain.chainId,
      address: token.address,
    })),
  ])
}

/** The chain's network entry of the options (name = CAIP-2 id). */
export function networkOf({
  chainId,
  network,
}: Pick<OnrampAsset, 'chainId' | 'network'>) {
  if (network) {
    const reference = network.slice('solana:'.length)
    return {
      name: network,
      display_name:
        reference === solanaLocalnet.id
          ? solanaLocalnet.name
          : `Solana ${reference.slice(0, 8)}`,
      chain_id: reference,
    }
  }
  return {
    name: `eip155:${chainId}`,
    display_name: devnetNames[chainId] ?? `Chain ${chainId}`,
    chain_id: String(chainId),
  }
}

/** SPEC §3 options: one purchase currency per symbol, USD and the other configured fiats. */
export function buildOnrampOptions(settings: Settings): OnrampOptions {
  const bySymbol = new Map<string, OnrampPurchaseCurrency>()
  for (const asset of listOnrampAssets(settings)) {
    const entry = bySymbol.get(asset.symbol) ?? {
      id: asset.symbol,
      name: asset.name,
      symbol: asset.symbol,
      networks: [],
    }
    entry.networks.push({
      ...networkOf(asset),
      contract_address: asset.address ?? '',
    })
    bySymbol.set(asset.symbol, entry)
  }
  const paymentCurrencies: OnrampPaymentCurrency[] = Object.keys(
    settings.onramp.fiatUsdRates,
  ).map((id) => ({
    id,
    payment_method_limits: PAYMENT_METHOD_LIMITS.map((limit) => ({
      id: limit.id,
      min: formatLimit(limit.min),
      max: formatLimit(limit.max),
    })),
  }))
  return { purchaseCurrencies: [...bySymbol.values()], paymentCurrencies }
}

function formatLimit(cents: bigint) {
  return `${cents / 100n}.${(cents % 100n).toString().padStart(2, '0')}`
}
