import { formatUnits } from 'viem'
import { BlockchainApiError } from '../errors/BlockchainApiError.js'
import type { BlockchainSettings } from '../settings/BlockchainSettings.js'
import { divCeil, formatCents, parseFiatCents, toScaled } from './money.js'
import type { OnrampAsset } from './onrampAssets.js'
import { PAYMENT_METHOD_LIMITS } from './onrampAssets.js'

/** Gas of the treasury's delivery: a plain transfer, an ERC-20 transfer. */
const NATIVE_TRANSFER_GAS = 21_000n
const TOKEN_TRANSFER_GAS = 65_000n

/** A quote in integers: cents of the fiat and base units of the asset. */
export type OnrampFigures = {
  fiat: string
  paymentMethod: string
  totalCents: bigint
  feeCents: bigint
  networkFeeCents: bigint
  subtotalCents: bigint
  /** Base units of the asset delivered. */
  purchaseUnits: bigint
}

/**
 * The sandbox's figures for `amount` of `fiat` paid for `asset`: the fee
 * (`feeBps`, rounded half up), the network fee (gas price × transfer gas
 * × the ETH price, rounded up to a cent), the rest converted at the price
 * table's price (rounded down to a base unit). All integer math; prices
 * and rates are read as 8-decimal fixed point.
 */
export function computeOnrampFigures(
  settings: Pick<BlockchainSettings, 'prices' | 'onramp'>,
  {
    asset,
    fiat,
    amount,
    paymentMethod = 'card',
    gasPrice,
    nativeSymbol,
    networkFee,
  }: {
    asset: OnrampAsset
    fiat: string
    amount: unknown
    paymentMethod?: string | undefined
    gasPrice: bigint
    nativeSymbol: string
    /** The transfer's fee in the native coin's base units (Solana), instead of gas price × gas. */
    networkFee?: { units: bigint; decimals: number } | undefined
  },
): OnrampFigures {
  const rate = settings.onramp.fiatUsdRates[fiat]
  if (rate === undefined)
    throw new BlockchainApiError(
      400,
      'INVALID_CURRENCY',
      `paymentCurrency ${fiat} is not offered (${Object.keys(settings.onramp.fiatUsdRates).join(', ')}).`,
    )
  const limit = PAYMENT_METHOD_LIMITS.find((l) => l.id === paymentMethod)
  if (!limit)
    throw new BlockchainApiError(
      400,
      'INVALID_PARAMETER',
      `paymentMethod must be ${PAYMENT_METHOD_LIMITS.map((l) => l.id).join(' or ')}.`,
    )
  const totalCents = parseFiatCents(amount, 'amount')
  if (totalCents < limit.min || totalCents > limit.max)
    throw new BlockchainApiError(
      400,
      'AMOUNT_OUT_OF_LIMITS',
      `amount must be between ${formatCents(limit.min)} and ${formatCents(limit.max)} ${fiat} for ${paymentMethod} payments.`,
    )
  const usdPerFiat = toScaled(rate)
  const assetPrice = priceOf(settings, asset.symbol)
  const ethPrice = priceOf(settings, nativeSymbol)
  const feeCents =
    (totalCents * BigInt(settings.onramp.feeBps) + 5_000n) / 10_000n
  const gas = asset.address ? TOKEN_TRANSFER_GAS : NATIVE_TRANSFER_GAS
  // wei × (USD/ETH ×1e8) × 100 cents / (1e18 wei × (USD/fiat ×1e8))
  const fee = networkFee ?? { units: gasPrice * gas, decimals: 18 }
  const networkFeeCents = divCeil(
    fee.units * ethPrice * 100n,
    10n ** BigInt(fee.decimals) * usdPerFiat,
  )
  const subtotalCents = totalCents - feeCents - networkFeeCents
  if (subtotalCents <= 0n)
    throw new BlockchainApiError(
      400,
      'AMOUNT_OUT_OF_LIMITS',
      'amount does not cover the fees.',
    )
  // cents × (USD/fiat ×1e8) × 10^decimals / (100 × (USD/asset ×1e8))
  const purchaseUnits =
    (subtotalCents * usdPerFiat * 10n ** BigInt(asset.decimals)) /
    (100n * assetPrice)
  return {
    fiat,
    paymentMethod,
    totalCents,
    feeCents,
    networkFeeCents,
    subtotalCents,
    purchaseUnits,
  }
}

function priceOf(
  settings: Pick<BlockchainSettings, 'prices'>,
  symbol: string,
): bigint {
  const price = settings.prices[symbol.toUpperCase()]
  const scaled = typeof price === 'number' ? toScaledOrZero(price) : 0n
  if (scaled === 0n)
    throw new BlockchainApiError(
      400,
      'INVALID_PARAMETER',
      `${symbol} has no price on this server.`,
    )
  return scaled
}

function toScaledOrZero(price: number) {
  try {
    return toScaled(price)
  } catch {
    return 0n
  }
}

/** The SPEC §3 quote of integer figures. */
export function toOnrampQuote(
  figures: OnrampFigures,
  asset: OnrampAsset,
  quoteId: string,
) {
  const money = (cents: bigint) => ({
    amount: formatCents(cents),
    currency: figures.fiat,
  })
  return {
    coinbaseFee: money(figures.feeCents),
    networkFee: money(figures.networkFeeCents),
    paymentSubtotal: money(figures.subtotalCents),
    paymentTotal: money(figures.totalCents),
    purchaseAmount: {
      amount: formatUnits(figures.purchaseUnits, asset.decimals),
      currency: asset.symbol,
    },
    quoteId,
  }
}
