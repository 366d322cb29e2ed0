import { type EmbeddedUser, setPreferredAccountType } from '@latch/core'
import { useState } from 'react'
import { useConfig } from '../../hooks/useConfig.js'
import { useEmbeddedMessages } from '../../messages/useEmbeddedMessages.js'

const UNSUPPORTED = 'This application might not support Smart Accounts'

/**
 * The embedded wallet's account type on a chain with smart accounts (SPEC
 * §3): which account is in use and a button to switch to the other one.
 * The connection's account (address, balance, activity) follows.
 */
export function AccountTypeSwitch({ user }: { user: EmbeddedUser }) {
  const config = useConfig()
  const messages = useEmbeddedMessages()
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
    } catch (e) {
      setError(
        e instanceof Error && e.message.includes(UNSUPPORTED)
          ? messages.smartAccountsUnsupported
          : messages.somethingWentWrong,
      )
    } finally {
      setBusy(false)
    }
  }
  return (
    <div className="l-stack l-center">
      <p className="l-muted" aria-live="polite">
        {smart ? messages.smartAccountActive : messages.eoaActive}
      </p>
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
