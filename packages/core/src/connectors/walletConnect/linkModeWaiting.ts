/**
 * The link-mode messages whose answers this page awaits, by key (a
 * request's JSON-RPC id; a sign-in's own key): `onChange(true)` when the
 * first is sent, `onChange(false)` only once the last one in flight is
 * answered — the connector's `buffering` (SPEC §3) over concurrent
 * requests.
 */
export function createLinkModeWaiting(onChange: (waiting: boolean) => void) {
  const waiting = new Set<unknown>()
  return {
    /** The message `key` went to the wallet by link; its answer is awaited. */
    sent(key: unknown) {
      if (waiting.has(key)) return
      waiting.add(key)
      if (waiting.size === 1) onChange(true)
    },
    /** The message `key` was answered, failed or was given up on. */
    answered(key: unknown) {
      if (waiting.delete(key) && waiting.size === 0) onChange(false)
    },
  }
}
