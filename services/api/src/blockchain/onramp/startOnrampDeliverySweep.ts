import type { Db } from '../../db/Db.js'
import type { BlockchainSettings } from '../settings/BlockchainSettings.js'
import { listUndelivered } from './onrampPayouts.js'

/**
 * Runs the on-ramp's delivery sweep (sweepOnrampDeliveries) now and every
 * `settings.onramp.deliverySweepMs` while the server runs, when the sandbox
 * pays from a treasury. Each tick is one indexed query; the paying code
 * (viem) loads only when an order is waiting. Errors go to `onError`.
 */
export function startOnrampDeliverySweep({
  db,
  settings,
  onError,
}: {
  db: Db
  settings: BlockchainSettings
  onError: (error: unknown) => void
}): { stop(): Promise<void> } | undefined {
  const { onramp } = settings
  if (onramp.provider !== 'sandbox' || !onramp.treasuryKey) return undefined
  let running: Promise<void> = Promise.resolve()
  let stopped = false
  const tick = () => {
    running = (async () => {
      if ((await listUndelivered(db, 1)).length === 0) return
      const { sweepOnrampDeliveries } = await import(
        './sweepOnrampDeliveries.js'
      )
      await sweepOnrampDeliveries(db, settings)
    })().catch(onError)
    running.then(() => {
      if (!stopped) timer = setTimeout(tick, onramp.deliverySweepMs).unref()
    })
  }
  let timer: ReturnType<typeof setTimeout> | undefined
  tick()
  return {
    async stop() {
      stopped = true
      clearTimeout(timer)
      await running
    },
  }
}
