import { type LatchEvent, watchEvents } from '@latch/core'
import { useEffect, useState } from 'react'
import { useConfig } from './useConfig.js'

/**
 * The last event the config emitted (connect, chainChanged, track…), or
 * undefined before the first one after mount.
 * https://latch.dev/docs/react/hooks/useLatchEvents
 */
export function useLatchEvents(): LatchEvent | undefined {
  const config = useConfig()
  const [event, setEvent] = useState<LatchEvent | undefined>(undefined)
  useEffect(() => watchEvents(config, { onEvent: setEvent }), [config])
  return event
}
