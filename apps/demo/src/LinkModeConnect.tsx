import { openWalletConnect } from '@latch/core'
import { useConfig, useLatch } from '@latch/react'
import { messages } from './messages.js'

/**
 * `?linkMode=<wallet universal link>`: connects the reference wallet as a
 * directory wallet whose link-mode link is known (what a directory's
 * `link_mode` gives), so sign-in and requests go to it by link once it
 * has answered one (SPEC §6).
 */
export function LinkModeConnect({ universalLink }: { universalLink: string }) {
  const config = useConfig()
  const { open } = useLatch()
  const connect = () => {
    // open() settles when the modal closes: the view goes on top now.
    void open()
    openWalletConnect(config, {
      wallet: {
        id: 'latch-wallet',
        name: 'Latch Wallet',
        linkMode: universalLink,
      },
    })
  }
  return (
    <button type="button" onClick={connect}>
      {messages.connectByLink}
    </button>
  )
}
