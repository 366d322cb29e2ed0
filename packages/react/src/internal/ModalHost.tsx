import { type Config, watchModalState } from '@latch/core'
import { type ComponentType, useCallback, useEffect, useState } from 'react'
import { useConfig } from '../hooks/useConfig.js'

// The chunk is needed to show the modal, and also a toast (e.g. a declined
// signature) while the modal is closed.
const isNeeded = (config: Config) =>
  config.state.modal.open || config.state.toast !== undefined
const PREFETCH_FALLBACK_MS = 1_000

/**
 * Renders the modal once its chunk is loaded. The chunk is prefetched when
 * the browser is idle and loaded at the latest when the modal opens (or a
 * toast shows); the
 * component is kept in state (not React.lazy) so a click on a prefetched
 * modal shows the dialog in the same render, with no Suspense tick.
 */
export function ModalHost() {
  const config = useConfig()
  const [Modal, setModal] = useState<ComponentType | undefined>(undefined)
  const load = useCallback(() => {
    // Only in a browser, and written so that a bundler that makes
    // `typeof window` a constant on its server side (Next.js) leaves the
    // modal's chunk out of the server build.
    if (typeof window !== 'undefined')
      import('../modal/Modal.js').then(
        (module) => setModal(() => module.Modal),
        // A failed chunk load is retried on the next open.
        () => {},
      )
  }, [])
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(load)
      return () => window.cancelIdleCallback(id)
    }
    const timer = setTimeout(load, PREFETCH_FALLBACK_MS)
    return () => clearTimeout(timer)
  }, [load])
  // Watched until loaded, without rendering: once loaded, opening asks
  // for nothing here (no render of the host, nor Vite's preload helper,
  // in the click).
  useEffect(() => {
    if (Modal) return
    if (isNeeded(config)) {
      load()
      return
    }
    return watchModalState(config, {
      onChange: () => {
        if (isNeeded(config)) load()
      },
    })
  }, [config, load, Modal])
  return Modal ? <Modal /> : null
}
