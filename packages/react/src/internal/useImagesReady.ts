import { IMAGE_PRELOAD_WAIT_MS } from '@latch/common'
import { useState } from 'react'
import { preloadImages } from './preloadImages.js'
import { useEffectWhenShown } from './ViewShownContext.js'

type WithIcon = { readonly id: string; readonly icon?: string | undefined }

/**
 * A fetched wallet list, shown once its icons are in (SPEC §9 image
 * preload wait): `items` are the latest `wallets` whose images decoded, or
 * whose 2 s wait ran out, else the ones before (none at first);
 * `pending` while newer ones wait. Rows then appear with their icons
 * rather than popping in. Nothing loads before the view shows.
 */
export function useImagesReady<T extends WithIcon>(
  wallets: readonly T[],
): { items: readonly T[]; pending: boolean } {
  const key = wallets.map((w) => `${w.id} ${w.icon}`).join('\n')
  const [ready, setReady] = useState<{ key: string; items: readonly T[] }>({
    key: '',
    items: [],
  })
  useEffectWhenShown(() => {
    if (ready.key === key) return
    let live = true
    preloadImages(
      wallets.map((w) => w.icon),
      IMAGE_PRELOAD_WAIT_MS,
    ).then(() => {
      if (live) setReady({ key, items: wallets })
    })
    return () => {
      live = false
    }
  }, [key])
  return ready.key === key
    ? { items: wallets, pending: false }
    : { items: ready.items, pending: true }
}
