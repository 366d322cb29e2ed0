import type { ThemeVariables } from '@latch/core'
import { useLayoutEffect, useRef } from 'react'

/**
 * Sets the theme's `--latch-*` variables on the element `ref` goes on,
 * through the CSSOM (`style.setProperty`), which a strict
 * Content-Security-Policy allows (a `style` attribute it refuses), and
 * removes the ones the theme no longer has.
 */
export function useThemeVariables(variables: ThemeVariables) {
  const ref = useRef<HTMLDivElement>(null)
  const applied = useRef<readonly string[]>([])
  useLayoutEffect(() => {
    const style = ref.current?.style
    if (!style) return
    for (const name of applied.current)
      if (!Object.hasOwn(variables, name)) style.removeProperty(name)
    for (const [name, value] of Object.entries(variables))
      style.setProperty(name, value)
    applied.current = Object.keys(variables)
  }, [variables])
  return ref
}
