import { useLatchNetwork } from '../hooks/useLatchNetwork.js'
import { usePageMessages } from '../messages/usePageMessages.js'
import { PageButton } from './PageButton.js'

/**
 * The active network's name ("Unknown network" when the wallet is on one
 * the app does not support); opens the network list.
 * https://latch.dev/docs/react/components/NetworkButton
 */
export function NetworkButton() {
  const messages = usePageMessages()
  const { caipNetwork } = useLatchNetwork()
  return (
    <PageButton view="Networks" quiet>
      {caipNetwork?.name ?? messages.unknownNetwork}
    </PageButton>
  )
}
