import { useContext, useInsertionEffect } from 'react'
import { insertStyles } from './insertStyles.js'
import { StyleNonceContext } from './StyleNonceContext.js'

/**
 * Adds a stylesheet once per document (see `insertStyles`: a constructed
 * sheet, or `<style nonce>` when the provider has a nonce).
 */
export function useStyles(id: string, css: string) {
  const nonce = useContext(StyleNonceContext)
  useInsertionEffect(() => {
    if (typeof document === 'undefined') return
    insertStyles(document, id, css, nonce)
  }, [id, css, nonce])
}
