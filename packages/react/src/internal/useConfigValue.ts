import { type Config, shallowEqual } from '@latch/core'
import { useCallback, useRef, useSyncExternalStore } from 'react'
import { useConfig } from '../hooks/useConfig.js'

/**
 * Shallow equality that also treats equal arrays one level down as equal:
 * core's getters build fresh arrays (e.g. an empty `allAccounts`) on each
 * call, which must not count as a change.
 */
function sameValue(a: unknown, b: unknown): boolean {
  if (shallowEqual(a, b)) return true
  if (typeof a !== 'object' || typeof b !== 'object' || !a || !b) return false
  if (Array.isArray(a) || Array.isArray(b)) return false
  const ka = Object.keys(a)
  if (ka.length !== Object.keys(b).length) return false
  return ka.every((key) => {
    const x = (a as Record<string, unknown>)[key]
    const y = (b as Record<string, unknown>)[key]
    return (
      Object.is(x, y) ||
      (Array.isArray(x) && Array.isArray(y) && shallowEqual(x, y))
    )
  })
}

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
    if (last && last.config === config && sameValue(last.value, value))
      return last.value
    cache.current = { config, value }
    return value
  }
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot)
}
