import { type ComponentType, useEffect, useState } from 'react'
import { useConfig } from '../hooks/useConfig.js'

/**
 * Starts core's status effects (`startStatus`: the network status, the log
 * `getLogs` reads) the first time the modal opens, and stops them when the
 * modal unmounts. Their code, with the offline banner it returns once
 * loaded, comes then, never before the first click; a failed load is
 * tried again on the next open.
 */
export function useModalStatus(open: boolean): ComponentType | undefined {
  const config = useConfig()
  const [Banner, setBanner] = useState<ComponentType>()
  // Once started it stays until the modal unmounts (closing keeps it).
  const wanted = open || Banner !== undefined
  useEffect(() => {
    if (!wanted) return
    let live = true
    let stop: (() => void) | undefined
    import('./startModalStatus.js').then(
      ({ startModalStatus }) => {
        if (!live) return
        const status = startModalStatus(config)
        stop = status.stop
        setBanner(() => status.Banner)
      },
      () => {},
    )
    return () => {
      live = false
      stop?.()
    }
  }, [wanted, config])
  return Banner
}
