import { pushView } from '@latch/core'
import { useId } from 'react'
import { useConfig } from '../../hooks/useConfig.js'
import { useLatchNetwork } from '../../hooks/useLatchNetwork.js'
import { format } from '../../messages/format.js'
import { useBuyMessages } from '../../messages/useBuyMessages.js'
import { useMessages } from '../../messages/useMessages.js'
import { networkOf } from './onrampNetwork.js'
import { useOnrampOptions } from './useOnrampOptions.js'

/**
 * The card provider and what it sells on the active network (GET
 * /v1/onramp/options, or the built-in sample when it fails, said so);
 * choosing one opens its amount.
 */
export function BuyTokens() {
  const config = useConfig()
  const messages = useMessages()
  const buyMessages = useBuyMessages()
  const { caipNetwork } = useLatchNetwork()
  const loaded = useOnrampOptions()
  const titleId = useId()
  const caipNetworkId = caipNetwork?.caipNetworkId ?? ''
  if (!loaded) return <p className="l-muted">{messages.loading}</p>
  const offered = loaded.options.purchaseCurrencies.flatMap((currency) => {
    const network = networkOf(currency, caipNetworkId)
    return network ? [{ currency, network }] : []
  })
  return (
    <section className="l-stack" aria-labelledby={titleId}>
      <h3 id={titleId} className="l-strong">
        {buyMessages.buyByCard}
      </h3>
      <p className="l-muted">{buyMessages.buyWhat}</p>
      {loaded.sample && <p className="l-muted">{buyMessages.buySample}</p>}
      {offered.length === 0 && (
        <p className="l-muted">{buyMessages.buyNothing}</p>
      )}
      {offered.map(({ currency, network }) => (
        <button
          key={currency.id}
          type="button"
          className="l-row"
          onClick={() =>
            pushView(config, { view: 'Buy', symbol: currency.symbol })
          }
        >
          <span className="l-grow">
            {format(buyMessages.buyToken, {
              symbol: currency.symbol,
              network: network.display_name,
            })}
          </span>
        </button>
      ))}
    </section>
  )
}
