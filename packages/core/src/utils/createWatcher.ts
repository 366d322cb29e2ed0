import type { Config } from '../types/config.js'
import { shallowEqual } from './shallowEqual.js'

export type WatchParameters<T> = {
  onChange(value: T, previous: T): void
}

/**
 * Builds a `watchX` from a `getX`: calls `onChange` whenever the derived value
 * changes (compared one level deep). Returns the unsubscribe function.
 */
export function createWatcher<T>(get: (config: Config) => T) {
  return (config: Config, parameters: WatchParameters<T>) =>
    config.subscribe(() => get(config), parameters.onChange, {
      equalityFn: shallowEqual,
    })
}
