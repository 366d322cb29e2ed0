import {
  getAccount,
  getTokenBalances,
  pushView,
  refreshBalance,
} from '@latch/core'
import { useId, useState } from 'react'
import type { FundingConfig } from '../../fund/FundAction.js'
import { useConfig } from '../../hooks/useConfig.js'
import { useEmbeddedViewMessages } from '../../messages/useEmbeddedViewMessages.js'

/**
 * The Tokens tab of an account with nothing in it: "Fund your wallet",
 * with Receive (when the modal offers it) and the host's own funding
 * action (`setFundAction`: a faucet, an on-ramp), whose settling loads the
 * balances again.
 */
export function FundWallet() {
  const config = useConfig()
  const messages = useEmbeddedViewMessages()
  const action = (config as FundingConfig).latchFundAction
  const [busy, setBusy] = useState(false)
  const titleId = useId()

  async function fund() {
    const { address, caipAddress } = getAccount(config)
    if (!action || busy || !address || !caipAddress) return
    setBusy(true)
    try {
      await action.onFund({ address, caipAddress })
    } finally {
      setBusy(false)
      void getTokenBalances(config, { force: true })
      void refreshBalance(config)
    }
  }

  return (
    <section className="l-stack l-center" aria-labelledby={titleId}>
      <h3 id={titleId} className="l-strong">
        {messages.fundWallet}
      </h3>
      <p className="l-muted">{messages.fundWalletHint}</p>
      {config.options.features.receive && (
        <button
          type="button"
          className="l-primary"
          onClick={() => pushView(config, { view: 'Receive' })}
        >
          {messages.receive}
        </button>
      )}
      {action && (
        <button
          type="button"
          className="l-secondary"
          aria-busy={busy || undefined}
          onClick={() => void fund()}
        >
          {action.label}
        </button>
      )}
    </section>
  )
}
