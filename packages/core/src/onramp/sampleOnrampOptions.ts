import type { OnrampOptions } from '../api/onramp.js'

/** SPEC §9 sample limits of USD and EUR: card and bank account. */
const limits = [
  { id: 'card', min: '10.00', max: '7500.00' },
  { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
]

/**
 * The built-in options the on-ramp shows when the API's cannot be loaded
 * (SPEC §7): the active network's native currency, USD and EUR with the
 * SPEC §9 limits.
 */
export function sampleOnrampOptions(network: {
  caipNetworkId: string
  name: string
  nativeCurrency: { name: string; symbol: string }
}): OnrampOptions {
  const { caipNetworkId, name, nativeCurrency } = network
  return {
    purchaseCurrencies: [
      {
        id: nativeCurrency.symbol,
        name: nativeCurrency.name,
        symbol: nativeCurrency.symbol,
        networks: [
          {
            name: caipNetworkId,
            display_name: name,
            chain_id: caipNetworkId.split(':')[1] ?? '',
            contract_address: '',
          },
        ],
      },
    ],
    paymentCurrencies: ['USD', 'EUR'].map((id) => ({
      id,
      payment_method_limits: limits,
    })),
  }
}
