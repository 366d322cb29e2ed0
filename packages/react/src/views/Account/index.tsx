import { formatBalance, truncateAddress } from '@latch/common'
import { pushView, showToast } from '@latch/core'
import { useConfig } from '../../hooks/useConfig.js'
import { useLatchAccount } from '../../hooks/useLatchAccount.js'
import { useLatchNetwork } from '../../hooks/useLatchNetwork.js'
import { useWalletInfo } from '../../hooks/useWalletInfo.js'
import { useMessages } from '../../messages/useMessages.js'
import type { RouteProps } from '../../modal/routes.js'
import { useCloseWithDisconnect } from '../../modal/useCloseWithDisconnect.js'
import { WalletIcon } from '../../modal/WalletIcon.js'

const copyIcon = (
  <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
    <rect x="9" y="9" width="11" height="11" rx="2" />
    <path d="M5 15V5a2 2 0 0 1 2-2h8" />
  </svg>
)

/** The connected account: address, balance, network, disconnect. */
export function AccountView(_: RouteProps<'Account'>) {
  const config = useConfig()
  const messages = useMessages()
  const account = useLatchAccount()
  const { caipNetwork } = useLatchNetwork()
  const { walletInfo } = useWalletInfo()
  const disconnect = useCloseWithDisconnect()
  const { address } = account

  async function copy() {
    if (!address) return
    try {
      await navigator.clipboard.writeText(address)
      showToast(config, { variant: 'success', message: messages.addressCopied })
    } catch {
      showToast(config, { variant: 'error', message: messages.copyFailed })
    }
  }

  const balance = account.balanceUnavailable
    ? messages.tokenBalanceUnavailable
    : account.balance !== undefined
      ? `${formatBalance(account.balance)} ${account.balanceSymbol ?? ''}`.trim()
      : messages.loadingBalance

  return (
    <div className="l-stack l-center">
      <WalletIcon
        src={walletInfo?.icon}
        name={walletInfo?.name ?? messages.account}
        size={64}
      />
      {address && (
        <div className="l-address">
          <span>{truncateAddress(address)}</span>
          <button
            type="button"
            className="l-icon-button"
            aria-label={messages.copyAddress}
            onClick={() => void copy()}
          >
            {copyIcon}
          </button>
        </div>
      )}
      <p className="l-muted">{balance}</p>
      <button
        type="button"
        className="l-row"
        onClick={() => pushView(config, { view: 'Networks' })}
      >
        <WalletIcon
          src={undefined}
          name={caipNetwork?.name ?? messages.unknownNetwork}
          size={32}
        />
        <span className="l-grow">
          {caipNetwork?.name ?? messages.unknownNetwork}
        </span>
      </button>
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
