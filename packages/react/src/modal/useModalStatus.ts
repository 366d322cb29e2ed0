import { useEffect, useRef } from 'react'
import { useConfig } from '../hooks/useConfig.js'

/**
 * Starts core's status effects (`startStatus`: the network status the
 * offline banner reads, the log `getLogs` reads) the first time the modal
 * opens, and stops them when the modal unmounts. Their code loads then,
 * never before the first click.
 */
export function useModalStatus(open: boolean) {
  const config = useConfig()
  const started = useRef<Promise<(() => void) | undefined> | undefined>(
    undefined,
  )
  useEffect(() => {
    if (!open || started.current) return
    started.current = import('./startModalStatus.js').then(
      ({ startModalStatus }) => startModalStatus(config),
      // Not loaded: no banner; the next open tries again.
      () => {
        started.current = undefined
        return undefined
      },
    )
  }, [open, config])
  useEffect(
    () => () => {
      void started.current?.then((stop) => stop?.())
      started.current = undefined
    },
    [],
  )
}
