import { useLatchAccount } from '../hooks/useLatchAccount.js'
import { usePageMessages } from '../messages/usePageMessages.js'
import { AccountButton } from './AccountButton.js'
import { PageButton } from './PageButton.js'

/**
 * "Connect Wallet", which opens the modal. Once connected (or while a
 * remembered session is being restored) it shows the AccountButton, so a
 * reload never flashes "Connect Wallet".
 * https://latch.dev/docs/react/components/ConnectButton
 */
export function ConnectButton() {
  const messages = usePageMessages()
  const { status } = useLatchAccount()
  if (status === 'connected' || status === 'reconnecting')
    return <AccountButton />
  const connecting = status === 'connecting'
  return (
    <PageButton view="Connect" busy={connecting}>
      {connecting ? messages.connecting : messages.connectWallet}
    </PageButton>
  )
}
