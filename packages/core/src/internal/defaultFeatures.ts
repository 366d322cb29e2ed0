import { DEFAULT_SOCIALS } from '@latch/common'
import type { Features } from '../types/config.js'

/**
 * SPEC §9 defaults, except analytics: Latch is private by default and sends
 * nothing unless the host turns analytics on.
 */
export const defaultFeatures: Features = {
  swaps: true,
  onramp: true,
  receive: true,
  send: true,
  email: true,
  history: true,
  analytics: false,
  allWallets: true,
  legalCheckbox: false,
  smartSessions: false,
  collapseWallets: false,
  pay: false,
  socials: DEFAULT_SOCIALS,
  passkey: false,
}
