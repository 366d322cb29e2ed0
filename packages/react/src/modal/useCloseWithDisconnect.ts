import { closeModal, disconnect, showToast } from '@latch/core'
import { useConfig } from '../hooks/useConfig.js'
import { useMessages } from '../messages/useMessages.js'

/**
 * Disconnects every namespace and closes the modal. Core forgets the
 * connection locally even when the wallet fails to answer; the failure is
 * still told with a 'Failed to disconnect' toast.
 */
export function useCloseWithDisconnect() {
  const config = useConfig()
  const messages = useMessages()
  return async () => {
    try {
      await disconnect(config)
    } catch {
      showToast(config, {
        variant: 'error',
        message: messages.failedToDisconnect,
      })
    }
    closeModal(config)
  }
}
