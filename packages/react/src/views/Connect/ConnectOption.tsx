import type { ReactNode } from 'react'
import { ContinueWithWallet } from './ContinueWithWallet.js'
import { LegalFooter } from './LegalFooter.js'
import { LegalGate } from './LegalGate.js'

export type ConnectOptionProps = {
  /**
   * `gate`: the terms box above Connect's methods (`children`), which it
   * disables until ticked; `footer`: the terms line under them; `wallets`:
   * the "Continue with a wallet" button of `features.collapseWallets`.
   */
  part: 'gate' | 'footer' | 'wallets'
  children?: ReactNode
}

/**
 * Connect's optional parts, one chunk for the three (only configs that
 * turn one on load it): each costs the Connect view a name, not its code.
 */
export function ConnectOption({ part, children }: ConnectOptionProps) {
  if (part === 'gate') return <LegalGate>{children}</LegalGate>
  return part === 'footer' ? <LegalFooter /> : <ContinueWithWallet />
}
