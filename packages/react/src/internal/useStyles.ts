import { useInsertionEffect } from 'react'

/**
 * Injects a stylesheet once per document, as `<style data-latch-style=id>`.
 * Several providers on one page share it; it is never removed, since it is
 * small and another instance may still use it.
 */
export function useStyles(id: string, css: string) {
  useInsertionEffect(() => {
    if (typeof document === 'undefined') return
    if (document.head.querySelector(`style[data-latch-style="${id}"]`)) return
    const style = document.createElement('style')
    style.setAttribute('data-latch-style', id)
    style.textContent = css
    document.head.appendChild(style)
  }, [id, css])
}
