import type { BaseStorage } from './types.js'

/** Storage that keeps nothing. */
export const noopStorage: BaseStorage = {
  getItem: () => null,
  setItem: () => {},
  removeItem: () => {},
}
