import type { Config } from '../types/config.js'
import type { LatchEvent } from '../types/events.js'

export type WatchEventsParameters = {
  onEvent(event: LatchEvent): void
}

/**
 * Calls `onEvent` for every event the config emits (SPEC §3 events plus
 * `track` events of the modal's flows). Returns the unsubscribe function.
 */
export function watchEvents(config: Config, parameters: WatchEventsParameters) {
  return config.events.onAny((type, data) =>
    parameters.onEvent({ type, data, timestamp: Date.now() } as LatchEvent),
  )
}
