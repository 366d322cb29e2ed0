import { useMessages } from '../../messages/useMessages.js'
import { NetworkList } from '../../modal/NetworkList.js'
import type { RouteProps } from '../../modal/routes.js'
import { useCloseWithDisconnect } from '../../modal/useCloseWithDisconnect.js'

/**
 * The wallet sits on a network the app does not support. Core closes the
 * modal once the wallet is back on a supported one.
 */
export function UnsupportedChainView(_: RouteProps<'UnsupportedChain'>) {
  const messages = useMessages()
  const disconnect = useCloseWithDisconnect()
  return (
    <div className="l-stack">
      <p className="l-text">{messages.unsupportedChain}</p>
      <NetworkList />
      <button
        type="button"
        className="l-secondary"
        onClick={() => void disconnect()}
      >
        {messages.disconnect}
      </button>
    </div>
  )
}
