import type { ShowToastParameters } from '@latch/core'
import type { ViewMessages } from '../../messages/useViewMessages.js'

/**
 * Copies `address` to the clipboard (Account's copy button, Receive);
 * resolves with the toast that says whether it worked, which the caller
 * shows: importing core's showToast here, in a module the modal chunk
 * shares with Receive's, made the bundler give showToast a chunk of its
 * own (+0.3 KB gzip before the first click).
 */
export async function copyAddress(
  address: string,
  messages: ViewMessages,
): Promise<ShowToastParameters> {
  try {
    await navigator.clipboard.writeText(address)
    return { variant: 'success', message: messages.addressCopied }
  } catch {
    return { variant: 'error', message: messages.copyFailed }
  }
}
