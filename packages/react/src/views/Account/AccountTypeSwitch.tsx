import { type EmbeddedUser, setPreferredAccountType } from '@latch/core'
import { useState } from 'react'
import { useConfig } from '../../hooks/useConfig.js'
import { useEmbeddedViewMessages } from '../../messages/useEmbeddedViewMessages.js'

/**
 * The embedded wallet's account type on a chain with smart accounts (SPEC
 * §3): a button to switch to the other account (its name says which).
 * The connection's account (address, balance, activity) follows.
 */
export function AccountTypeSwitch({ user }: { user: EmbeddedUser }) {
  const config = useConfig()
  const messages = useEmbeddedViewMessages()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string>()
  if (!user.smartAccountAddress) return null
  const smart = user.accountType === 'smartAccount'
  const toggle = async () => {
    setBusy(true)
    setError(undefined)
    try {
      await setPreferredAccountType(config, {
        type: smart ? 'eoa' : 'smartAccount',
      })
    } catch {
      // The switch shows only where the chain has smart accounts, so a
      // refusal ('This application might not support Smart Accounts') is
      // not expected here: any failure says so in general words.
      setError(messages.somethingWentWrong)
    } finally {
      setBusy(false)
    }
  }
  return (
    <div className="l-stack l-center">
      <button
        type="button"
        className="l-secondary"
        disabled={busy}
        aria-busy={busy}
        onClick={() => void toggle()}
      >
        {smart ? messages.switchToEoa : messages.switchToSmartAccount}
      </button>
      {error && (
        <p className="l-error" role="alert">
          {error}
        </p>
      )}
    </div>
  )
}
