import { useEffect, useRef, useState } from 'react'

/**
 * A request a view makes on mount and again on each `retry()` (its "Try
 * again"): `start` runs once per attempt — StrictMode runs mount effects
 * twice, and the wallet or frame must be asked once — with the attempt's
 * number (0 first). A rejection is kept as `failure` until the next retry.
 */
export function useAttempt(start: (attempt: number) => Promise<unknown>) {
  const [attempt, setAttempt] = useState(0)
  const [failure, setFailure] = useState<{ error: unknown }>()
  const started = useRef(-1)
  useEffect(() => {
    if (started.current === attempt) return
    started.current = attempt
    start(attempt).catch((error: unknown) => setFailure({ error }))
  }, [attempt, start])
  return {
    failure,
    retry() {
      setFailure(undefined)
      setAttempt((n) => n + 1)
    },
  }
}
