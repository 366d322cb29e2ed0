import { getAddressName } from '@latch/core'
import { useEffect, useState } from 'react'
import { useConfig } from '../../hooks/useConfig.js'

const none: ReadonlyMap<string, string> = new Map()

/**
 * The names registered for `addresses` (the other sides of Activity's
 * transfers), keyed by lower-cased address, filled in as the API answers;
 * an address without a name has no entry.
 */
export function useAddressNames(
  addresses: readonly (string | undefined)[],
): ReadonlyMap<string, string> {
  const config = useConfig()
  const [names, setNames] = useState(none)
  // One lookup per distinct address, again only when the set changes.
  const key = [
    ...new Set(
      addresses.flatMap((a) => (a?.startsWith('0x') ? [a.toLowerCase()] : [])),
    ),
  ]
    .sort()
    .join(',')
  useEffect(() => {
    if (!key) return
    let live = true
    for (const address of key.split(','))
      void getAddressName(config, { address }).then((name) => {
        if (!live || !name) return
        setNames((known) =>
          known.get(address) === name
            ? known
            : new Map(known).set(address, name),
        )
      })
    return () => {
      live = false
    }
  }, [config, key])
  return names
}
