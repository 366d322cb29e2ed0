import { pushView } from '@latch/core'
import { useContext } from 'react'
import { useConfig } from '../../hooks/useConfig.js'
import { LocaleContext } from '../../internal/LocaleContext.js'
import type { Locale } from '../../messages/locales.js'
import { walletsButtonMessages } from '../../messages/walletsButtonMessages.js'

/**
 * `features.collapseWallets`: one button in place of Connect's wallet
 * list, opening it in a view of its own (ConnectWallets; Back returns).
 */
export function ContinueWithWallet() {
  const config = useConfig()
  const { lang } = useContext(LocaleContext)
  return (
    <button
      type="button"
      className="l-row"
      onClick={() => pushView(config, { view: 'ConnectWallets' })}
    >
      <span className="l-grow">
        {walletsButtonMessages[lang as Locale] ?? walletsButtonMessages.en}
      </span>
    </button>
  )
}
