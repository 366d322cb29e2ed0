import { type Config, startStatus } from '@latch/core'
import type { ComponentType } from 'react'
import { OfflineBanner } from './OfflineBanner.js'

/**
 * The modal's status effects (network status, log) and the banner that
 * shows the network status: a chunk of their own, fetched with the first
 * open, after the click (SPEC §9 budgets). Returns their stop and the
 * banner.
 */
export function startModalStatus(config: Config): {
  stop: () => void
  Banner: ComponentType
} {
  return { stop: startStatus(config), Banner: OfflineBanner }
}
