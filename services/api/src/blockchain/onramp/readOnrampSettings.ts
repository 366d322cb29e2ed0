import type { TokenSettings } from '../settings/BlockchainSettings.js'
import type { OnrampSettings } from './OnrampSettings.js'

/** The devnet's second ERC-20 (`@latch/devnet` dexContracts.DemoDollar). */
export const DEVNET_DEMO_DOLLAR: TokenSettings = {
  address: '0xA309071EDAC41dD98549f03064BFdBcECe940Ac0',
  name: 'Latch Demo Dollar',
  symbol: 'LUSD',
  decimals: 6,
}

const providers = ['sandbox', 'coinbase', 'moonpay', 'off'] as const

/**
 * The on-ramp settings from `LATCH_API_ONRAMP_*` (README "Card on-ramp").
 * A malformed value throws, naming the variable. `devnet`: the default
 * chains, which also offer LUSD.
 */
export function readOnrampSettings(
  env: Readonly<Record<string, string | undefined>>,
  { devnet }: { devnet: boolean },
): OnrampSettings {
  const read = (name: `LATCH_API_ONRAMP_${string}`) =>
    env[name]?.trim() || undefined
  const treasuryKey = read('LATCH_API_ONRAMP_TREASURY_KEY')
  if (treasuryKey && !/^0x[0-9a-fA-F]{64}$/.test(treasuryKey))
    throw new Error(
      'LATCH_API_ONRAMP_TREASURY_KEY must be a private key: 0x and 64 hex digits.',
    )
  const solanaTreasuryKey = read('LATCH_API_ONRAMP_SOLANA_TREASURY_KEY')
  if (
    solanaTreasuryKey &&
    !/^[1-9A-HJ-NP-Za-km-z]{32,88}$/.test(solanaTreasuryKey)
  )
    throw new Error(
      'LATCH_API_ONRAMP_SOLANA_TREASURY_KEY must be a base58 Solana private or secret key.',
    )
  const provider =
    read('LATCH_API_ONRAMP_PROVIDER') ?? (treasuryKey ? 'sandbox' : 'off')
  if (!(providers as readonly string[]).includes(provider))
    throw new Error(
      `LATCH_API_ONRAMP_PROVIDER must be one of ${providers.join(', ')}.`,
    )
  const eur = read('LATCH_API_ONRAMP_EUR_USD') ?? '1.08'
  if (!/^\d{1,6}(\.\d{1,8})?$/.test(eur) || Number(eur) === 0)
    throw new Error(
      'LATCH_API_ONRAMP_EUR_USD must be a positive decimal such as 1.08.',
    )
  const webhookUrl = read('LATCH_API_ONRAMP_WEBHOOK_URL')
  if (webhookUrl && !/^https?:\/\/\S+$/.test(webhookUrl))
    throw new Error('LATCH_API_ONRAMP_WEBHOOK_URL must be an http(s) URL.')
  const fee = read('LATCH_API_ONRAMP_FEE_BPS') ?? '150'
  if (!/^\d+$/.test(fee) || Number(fee) < 100 || Number(fee) > 200)
    throw new Error('LATCH_API_ONRAMP_FEE_BPS must be 100 to 200 (1–2 %).')
  const moonpayKey = read('LATCH_API_ONRAMP_MOONPAY_KEY')
  const moonpaySecret = read('LATCH_API_ONRAMP_MOONPAY_SECRET')
  return {
    provider: provider as OnrampSettings['provider'],
    treasuryKey: treasuryKey as `0x${string}` | undefined,
    solanaTreasuryKey,
    fiatUsdRates: { USD: '1', EUR: eur },
    feeBps: Number(fee),
    webhookUrl,
    webhookSecret: read('LATCH_API_ONRAMP_WEBHOOK_SECRET'),
    webhookRetryDelaysMs: [1_000, 5_000, 30_000],
    publicUrl: env.LATCH_API_PUBLIC_URL?.trim() || undefined,
    orderTtlSeconds: 1_800,
    deliveryLeaseSeconds: 120,
    deliverySweepMs: 30_000,
    receiptTimeoutMs: 60_000,
    extraTokens: devnet
      ? { 31337: [DEVNET_DEMO_DOLLAR], 31338: [DEVNET_DEMO_DOLLAR] }
      : {},
    ipRateLimit: { ratePerSecond: 2, burst: 20 },
    coinbase: {
      appId: read('LATCH_API_ONRAMP_COINBASE_APP_ID'),
      jwt: read('LATCH_API_ONRAMP_COINBASE_JWT'),
    },
    moonpay:
      moonpayKey && moonpaySecret
        ? { apiKey: moonpayKey, secretKey: moonpaySecret }
        : undefined,
  }
}
