import { showToast } from '@latch/core'
import { useConfig } from '../../hooks/useConfig.js'
import { useViewMessages } from '../../messages/useViewMessages.js'

/** "Copy link": copies the pairing URI, said by a toast. */
export function CopyLinkButton({ uri }: { uri: string | undefined }) {
  const config = useConfig()
  const messages = useViewMessages()
  async function copy() {
    if (!uri) return
    try {
      await navigator.clipboard.writeText(uri)
      showToast(config, { variant: 'success', message: messages.linkCopied })
    } catch {
      showToast(config, { variant: 'error', message: messages.copyLinkFailed })
    }
  }
  return (
    <button
      type="button"
      className="l-secondary"
      disabled={!uri}
      onClick={copy}
    >
      {messages.copyLink}
    </button>
  )
}
