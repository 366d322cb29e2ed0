import { closeModal, disconnect, showToast } from '@latch/core'
import { useConfig } from '../hooks/useConfig.js'
import { useViewMessages } from '../messages/useViewMessages.js'

/**
 * Disconnect (Account, UnsupportedChain): disconnects every namespace and
 * closes the modal. Core forgets the connection locally even when the
 * wallet fails to answer; the failure is still told with a 'Failed to
 * disconnect' toast.
 */
export function DisconnectButton() {
  const config = useConfig()
  const messages = useViewMessages()
  async function closeWithDisconnect() {
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
  return (
    <button
      type="button"
      className="l-secondary"
      onClick={() => void closeWithDisconnect()}
    >
      {messages.disconnect}
    </button>
  )
}
