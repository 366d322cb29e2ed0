import { useEffect, useState } from 'react'

type Extras = typeof import('./buttonExtras.js')
// The chunk once loaded (code, the same for every config).
let loaded: Extras | undefined

/**
 * The buttons' images (avatar, network and wallet icons), in a chunk of
 * their own loaded once `connected` holds, so the first load carries none
 * of them. Undefined until then; the buttons reserve their boxes.
 */
export function useButtonExtras(connected: boolean): Extras | undefined {
  const [extras, setExtras] = useState(() => loaded)
  useEffect(() => {
    if (connected && !extras)
      import('./buttonExtras.js').then(
        (module) => {
          loaded = module
          setExtras(module)
        },
        // A failed load is tried again on the next connection.
        () => {},
      )
  }, [connected, extras])
  return extras
}
