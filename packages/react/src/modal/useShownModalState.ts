import { afterPaint } from '@latch/common'
import {
  type Config,
  closeModal,
  type GetModalStateReturnType,
  getModalState,
  shallowEqual,
  watchModalState,
} from '@latch/core'
import { type RefObject, useState, useSyncExternalStore } from 'react'
import { useConfig } from '../hooks/useConfig.js'

/** The class and attribute that keep the standby built but unseen. */
export const STANDBY_CLASS = 'l-standby'
/**
 * On the overlay shown by the click until that frame is painted: it lets
 * the pointer through (the dialog takes it), so the overlay appearing
 * under the resting pointer does not have the browser dispatch pointer and
 * mouse out/over events (and React handle them) at the start of the very
 * frame that shows the view; that happens in the next frame.
 */
const ENTERING_CLASS = 'l-entering'

/** The open shows the view the standby holds (its `data-standby`). */
const isStandbyRoute = (state: GetModalStateReturnType, overlay: HTMLElement) =>
  state.historyLength === 1 && overlay.dataset.standby === state.route.view

/**
 * The modal's state as Modal renders it: core's, except for the change
 * that opens the view the standby holds (Connect while disconnected,
 * Account once connected) while it is built and the modal closed.
 * That one is shown by the store's listener itself, in the click: the
 * overlay loses its standby class and `aria-hidden` (and takes the pointer
 * from the next frame: ENTERING_CLASS), and nothing renders.
 * React renders the open modal after that frame is painted (its className
 * is then what the overlay already has). So the click's frame costs the
 * view's style and paint, not React's render and commit of it. A change
 * in between (a close, another view) or a key pressed renders at once
 * (Escape closes); a close before the paint puts the standby back as it
 * was.
 */
export function useShownModalState(
  overlay: RefObject<HTMLElement | null>,
): GetModalStateReturnType {
  const config = useConfig()
  const [store] = useState(() => createShownModalStore(config, overlay))
  return useSyncExternalStore(store.subscribe, store.get, store.get)
}

function createShownModalStore(
  config: Config,
  overlay: RefObject<HTMLElement | null>,
) {
  let snapshot = getModalState(config)
  let pending: (() => void) | undefined
  let revealed: HTMLElement | undefined
  const hideAgain = () => {
    revealed?.classList.remove(ENTERING_CLASS)
    revealed?.classList.add(STANDBY_CLASS)
    revealed?.setAttribute('aria-hidden', 'true')
    revealed = undefined
  }
  return {
    get: () => snapshot,
    subscribe(listener: () => void) {
      const now = getModalState(config)
      if (!shallowEqual(now, snapshot)) snapshot = now
      const stop = watchModalState(config, {
        onChange(next) {
          pending?.()
          pending = undefined
          const element = overlay.current
          if (
            !snapshot.open &&
            next.open &&
            !next.embedded &&
            element?.classList.contains(STANDBY_CLASS) &&
            isStandbyRoute(next, element)
          ) {
            element.classList.replace(STANDBY_CLASS, ENTERING_CLASS)
            element.removeAttribute('aria-hidden')
            revealed = element
            const catchUp = () => {
              element.classList.remove(ENTERING_CLASS)
              stopKeys()
              pending = undefined
              revealed = undefined
              snapshot = getModalState(config)
              listener()
            }
            // A key pressed before then is the modal's: Escape closes it
            // (the close puts the standby back, below); any other key
            // has React render the open modal first.
            const onKey = (event: KeyboardEvent) => {
              if (event.key === 'Escape') {
                event.preventDefault()
                closeModal(config)
                return
              }
              cancelPaint()
              catchUp()
            }
            const stopKeys = () =>
              document.removeEventListener('keydown', onKey, true)
            document.addEventListener('keydown', onKey, true)
            const cancelPaint = afterPaint(catchUp)
            pending = () => {
              cancelPaint()
              stopKeys()
            }
            return
          }
          // Closed again before React saw it open: React's overlay is the
          // standby still, so put back what the listener took off.
          if (!next.open) hideAgain()
          revealed = undefined
          snapshot = next
          listener()
        },
      })
      return () => {
        stop()
        pending?.()
        pending = undefined
        hideAgain()
      }
    },
  }
}
