/**
 * The platform storage Latch writes to: `localStorage`, memory, cookies, or
 * anything with these three methods. Synchronous, so that the first render
 * already knows whether a session is being restored.
 */
export type BaseStorage = {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}
