import { createContext } from 'react'

/**
 * The CSP nonce the nearest LatchProvider was given (its `nonce` prop, or
 * the Latch instance's): when set, stylesheets go in as `<style nonce>`.
 */
export const StyleNonceContext = createContext<string | undefined>(undefined)
