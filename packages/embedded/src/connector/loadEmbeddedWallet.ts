import type { createEmbeddedWallet } from './createEmbeddedWallet.js'

/**
 * The step between the factory and the embedded wallet's chunk. The chunk
 * loads when the visitor picks e-mail or social login, a click after the
 * one that opened the modal; imported from here (not from the factory,
 * which is in the page's first load) bundlers and the size check see it
 * as such a later chunk rather than as part of the modal.
 */
export async function loadEmbeddedWallet(): Promise<
  typeof createEmbeddedWallet
> {
  return (await import('./createEmbeddedWallet.js')).createEmbeddedWallet
}
