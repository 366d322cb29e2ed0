import { type Config, startStatus } from '@latch/core'

/**
 * The modal's status effects (network status, log): a chunk of its own,
 * fetched with the first open, after the click (SPEC §9 budgets).
 */
export function startModalStatus(config: Config): () => void {
  return startStatus(config)
}
