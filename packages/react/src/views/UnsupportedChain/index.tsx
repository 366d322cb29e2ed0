import { useViewMessages } from '../../messages/useViewMessages.js'
import { DisconnectButton } from '../../modal/DisconnectButton.js'
import { NetworkList } from '../../modal/NetworkList.js'
import type { RouteProps } from '../../modal/routes.js'

/**
 * The wallet sits on a network the app does not support. Core closes the
 * modal once the wallet is back on a supported one.
 */
export function UnsupportedChainView(_: RouteProps<'UnsupportedChain'>) {
  const messages = useViewMessages()
  return (
    <div className="l-stack">
      <p className="l-text">{messages.unsupportedChain}</p>
      <NetworkList />
      <DisconnectButton />
    </div>
  )
}
