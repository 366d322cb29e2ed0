import { EmbeddedDependencyLoadError } from '@latch/core'
import type { EmbeddedWalletContext, EmbeddedWalletSession } from './types.js'

/**
 * The step between the factory and the embedded wallet's chunk. The chunk
 * loads when the visitor picks e-mail or social login, a click after the
 * one that opened the modal; imported from here (not from the factory,
 * which is in the page's first load) bundlers and the size check see it
 * as such a later chunk rather than as part of the modal. A chunk that
 * fails to load is 'Unable to load email login dependency'.
 */
export async function loadEmbeddedWallet(
  context: EmbeddedWalletContext,
): Promise<EmbeddedWalletSession> {
  let module: typeof import('./createEmbeddedWallet.js')
  try {
    module = await import('./createEmbeddedWallet.js')
  } catch (cause) {
    throw new EmbeddedDependencyLoadError({ cause })
  }
  return module.createEmbeddedWallet(context)
}
