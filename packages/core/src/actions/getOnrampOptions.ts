import type { OnrampOptions } from '../api/onramp.js'
import { sampleOnrampOptions } from '../onramp/sampleOnrampOptions.js'
import type { Config } from '../types/config.js'
import { getNetwork } from './getNetwork.js'
import { onrampContext } from './onramp/onrampContext.js'

export type GetOnrampOptionsReturnType = {
  options: OnrampOptions
  /** True when the API's failed and these are the built-in sample data. */
  sample: boolean
}

/**
 * What the card on-ramp sells and for which fiat currencies with which
 * limits (GET /v1/onramp/options, SPEC §3), asked each time the Buy view
 * opens. When the API has none or fails, the built-in sample
 * data (SPEC §7): the network's native currency, USD and EUR with the
 * SPEC §9 limits. Never throws.
 * https://latch.dev/docs/core/actions/getOnrampOptions
 */
export async function getOnrampOptions(
  config: Config,
): Promise<GetOnrampOptionsReturnType> {
  const { api, chainId } = onrampContext(config)
  const sample = (): GetOnrampOptionsReturnType => {
    const network = getNetwork(config).caipNetwork
    return {
      options: sampleOnrampOptions({
        caipNetworkId: chainId,
        name: network?.name ?? chainId,
        nativeCurrency: network?.nativeCurrency ?? {
          name: 'Ether',
          symbol: 'ETH',
        },
      }),
      sample: true,
    }
  }
  if (!api) return sample()
  const { getOnrampOptions: load } = await import('../api/onramp.js')
  return load(api).then((options) => {
    const usable =
      Array.isArray(options?.purchaseCurrencies) &&
      Array.isArray(options.paymentCurrencies) &&
      options.paymentCurrencies.length > 0
    return usable ? { options, sample: false } : sample()
  }, sample)
}
