import { closeModal, openModal, setModalEmbedded } from '@latch/core'
import { type ComponentType, useEffect, useState } from 'react'
import { useConfig } from '../hooks/useConfig.js'

/**
 * The modal rendered in the page's flow instead of over it (SPEC §2
 * embedded mode): mounted, it shows Account when connected, else Connect,
 * and every `open(…)` shows its view here; closing returns to Account or
 * Connect instead of closing. The overlay stays unused while it is
 * mounted; unmounted, the modal is closed and the overlay is back. Its
 * code is a lazy chunk, loaded on mount (nothing renders until then).
 * https://latch.dev/docs/react/LatchInlineModal
 *
 * @example
 * <LatchProvider latch={latch}>
 *   <aside><LatchInlineModal /></aside>
 * </LatchProvider>
 */
export function LatchInlineModal() {
  const config = useConfig()
  const [Inline, setInline] = useState<ComponentType | undefined>(undefined)
  useEffect(() => {
    let live = true
    import('../modal/InlineModal.js').then(
      (module) => {
        if (live) setInline(() => module.InlineModal)
      },
      // A failed chunk load shows nothing; a remount tries again.
      () => {},
    )
    return () => {
      live = false
    }
  }, [])
  useEffect(() => {
    setModalEmbedded(config, true)
    void openModal(config)
    return () => {
      setModalEmbedded(config, false)
      closeModal(config)
    }
  }, [config])
  return Inline ? <Inline /> : null
}
