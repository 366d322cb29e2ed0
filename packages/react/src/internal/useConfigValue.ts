import { type Config, shallowEqual } from '@latch/core'
import { useCallback, useRef, useSyncExternalStore } from 'react'
import { useConfig } from '../hooks/useConfig.js'

/** Any core `watchX`; only the fact that something changed is used. */
type Watch = (config: Config, parameters: { onChange(): void }) => () => void

/**
 * Subscribes to a derived value of the config (a core `getX`/`watchX`
 * pair). The last snapshot is cached and returned again while the new one
 * is shallowly equal, so `useSyncExternalStore` sees a stable snapshot and
 * components re-render only on real changes.
 */
export function useConfigValue<T>(get: (config: Config) => T, watch: Watch): T {
  const config = useConfig()
  const cache = useRef<{ config: Config; value: T } | undefined>(undefined)
  const subscribe = useCallback(
    (onChange: () => void) => watch(config, { onChange }),
    [config, watch],
  )
  const getSnapshot = () => {
    const value = get(config)
    const last = cache.current
    if (last && last.config === config && shallowEqual(last.value, value))
      return last.value
    cache.current = { config, value }
    return value
  }
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot)
}
