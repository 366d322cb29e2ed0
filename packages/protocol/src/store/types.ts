/**
 * Asynchronous key/value storage the sign client persists into (string
 * values; the stores serialise JSON themselves).
 */
export type KeyValueStorage = {
  getItem(key: string): Promise<string | null | undefined>
  setItem(key: string, value: string): Promise<void>
  removeItem(key: string): Promise<void>
  getKeys(): Promise<string[]>
}
