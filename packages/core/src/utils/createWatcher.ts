import type { Config } from '../types/config.js'
import { shallowEqual } from './shallowEqual.js'

export type WatchParameters<T> = {
  onChange(value: T, previous: T): void
}

/**
 * Builds a `watchX` from a `getX`: calls `onChange` whenever the derived value
 * changes (compared one level deep), whether the store or the data layer
 * changed. Returns the unsubscribe function.
 */
export function createWatcher<T>(get: (config: Config) => T) {
  return (config: Config, parameters: WatchParameters<T>) => {
    let current = get(config)
    const check = () => {
      const next = get(config)
      if (shallowEqual(current, next)) return
      const previous = current
      current = next
      parameters.onChange(next, previous)
    }
    const stopStore = config.subscribe(() => undefined, check, {
      equalityFn: () => false,
    })
    const stopData = config._internal.data.subscribe(check)
    return () => {
      stopStore()
      stopData()
    }
  }
}
