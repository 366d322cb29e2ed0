import {
  getLegalAccepted,
  setLegalAccepted,
  watchLegalAccepted,
} from '@latch/core'
import type { ReactNode } from 'react'
import { useConfig } from '../../hooks/useConfig.js'
import { useConfigValue } from '../../internal/useConfigValue.js'
import { useStyles } from '../../internal/useStyles.js'
import { LegalText } from './LegalText.js'
import { legalCss } from './legalStyles.js'

export type LegalGateProps = {
  /** Connect's methods: disabled until the box is ticked. */
  children: ReactNode
}

/**
 * `features.legalCheckbox`: "I agree to our Terms of Service and Privacy
 * Policy", unticked, above Connect's methods, which are disabled (a
 * disabled fieldset: every button and field in it) until it is ticked.
 * The tick is kept in the config's state for the page's life
 * (`setLegalAccepted`).
 */
export function LegalGate({ children }: LegalGateProps) {
  useStyles('legal', legalCss)
  const config = useConfig()
  const accepted = useConfigValue(getLegalAccepted, watchLegalAccepted)
  return (
    <>
      <label className="l-legal">
        <input
          type="checkbox"
          checked={accepted}
          onChange={(event) =>
            setLegalAccepted(config, event.currentTarget.checked)
          }
        />
        <span>
          <LegalText sentence="agree" />
        </span>
      </label>
      <fieldset className="l-stack l-methods" disabled={!accepted}>
        {children}
      </fieldset>
    </>
  )
}
