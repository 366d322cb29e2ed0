import type { OnrampOptions } from '@latch/core'

type PurchaseCurrency = OnrampOptions['purchaseCurrencies'][number]

/** The entry of `currency` for the network `caipNetworkId`, if offered there. */
export function networkOf(currency: PurchaseCurrency, caipNetworkId: string) {
  const reference = caipNetworkId.split(':')[1]
  return currency.networks.find(
    (n) => n.name === caipNetworkId || n.chain_id === reference,
  )
}

/** The card limits of a fiat currency of the options. */
export function cardLimits(options: OnrampOptions, fiat: string) {
  return options.paymentCurrencies
    .find((c) => c.id === fiat)
    ?.payment_method_limits.find((l) => l.id === 'card')
}
