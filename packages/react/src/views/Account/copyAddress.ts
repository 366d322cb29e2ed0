import { type Config, showToast } from '@latch/core'
import type { Messages } from '../../messages/useMessages.js'

/**
 * Copies `address` to the clipboard (Account's copy button, Receive) and
 * says with a toast whether it worked.
 */
export async function copyAddress(
  config: Config,
  messages: Messages,
  address: string,
) {
  try {
    await navigator.clipboard.writeText(address)
    showToast(config, { variant: 'success', message: messages.addressCopied })
  } catch {
    showToast(config, { variant: 'error', message: messages.copyFailed })
  }
}
