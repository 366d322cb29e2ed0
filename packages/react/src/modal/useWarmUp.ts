import { useCallback, useEffect, useState } from 'react'

const FALLBACK_MS = 200

/**
 * Whether the dialog's hidden rehearsal (WarmUp) should render: once, when
 * the browser is next idle after the modal mounted; `done` ends it.
 */
export function useWarmUp(): { pending: boolean; done: () => void } {
  const [state, setState] = useState<'waiting' | 'pending' | 'done'>('waiting')
  useEffect(() => {
    const start = () => setState((s) => (s === 'waiting' ? 'pending' : s))
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(start)
      return () => window.cancelIdleCallback(id)
    }
    const timer = setTimeout(start, FALLBACK_MS)
    return () => clearTimeout(timer)
  }, [])
  const done = useCallback(() => setState('done'), [])
  return { pending: state === 'pending', done }
}
