import { watchEvents } from '@latch/core'
import { useConfig } from '@latch/react'
import { useEffect, useState } from 'react'

/** How many of the latest tracked events the panel shows. */
const SHOWN = 5

/**
 * The names of the latest tracked events (CONNECT_SUCCESS,
 * DISCONNECT_ERROR, …), oldest first. Each one is kept, also when several
 * come within one render (useLatchEvents shows only the last event).
 */
export function useTrackedEvents(): string[] {
  const config = useConfig()
  const [names, setNames] = useState<string[]>([])
  useEffect(
    () =>
      watchEvents(config, {
        onEvent: (event) => {
          if (event.type === 'track')
            setNames((list) => [...list, event.data.event].slice(-SHOWN))
        },
      }),
    [config],
  )
  return names
}
