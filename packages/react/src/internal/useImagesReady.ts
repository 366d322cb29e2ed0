import { IMAGE_PRELOAD_WAIT_MS } from '@latch/common'
import { useRef, useState } from 'react'
import { useEffectWhenShown } from './ViewShownContext.js'

type WithIcon = { readonly icon?: string | undefined }

/**
 * A fetched wallet list, shown once its icons are in (SPEC §9 image
 * preload wait): `items` are the latest `wallets` whose images all loaded
 * and decoded (or failed), or whose 2 s wait ran out, else the ones shown
 * before; `pending` while newer ones wait. The first list (before any
 * fetch answered) shows at once. Rows then appear with their icons rather
 * than popping in; the browser keeps the images for them. Nothing loads
 * before the view shows (never before the modal opens).
 */
export function useImagesReady<T extends WithIcon>(
  wallets: readonly T[],
): { items: readonly T[]; pending: boolean } {
  // The images wanted: a list with the same ones shows at once.
  const key = wallets.map((w) => w.icon).join(' ')
  const [ready, setReady] = useState(key)
  const shown = useRef(wallets)
  if (ready === key) shown.current = wallets
  // Per list of images (`key`), not per array: a new array of the same
  // wallets each render must not start again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed by `key`
  useEffectWhenShown(() => {
    if (ready === key) return
    let live = true
    const show = () => live && setReady(key)
    const timer = setTimeout(show, IMAGE_PRELOAD_WAIT_MS)
    Promise.all(
      wallets.map(
        ({ icon }) =>
          new Promise((done) => {
            if (!icon) return done(0)
            const image = new Image()
            image.onload = () => image.decode().then(done, done)
            image.onerror = done
            image.src = icon
          }),
      ),
    ).then(() => {
      clearTimeout(timer)
      show()
    })
    return () => {
      live = false
      clearTimeout(timer)
    }
  }, [key])
  return { items: shown.current, pending: ready !== key }
}
