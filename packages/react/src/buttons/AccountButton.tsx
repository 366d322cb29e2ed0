import { formatBalance, truncateAddress } from '@latch/common'
import { useLatch } from '../hooks/useLatch.js'
import { useLatchAccount } from '../hooks/useLatchAccount.js'
import { useWalletInfo } from '../hooks/useWalletInfo.js'
import { useButtonStyles } from './buttonStyles.js'

/**
 * The connected account: the wallet's icon (a WalletConnect session's peer
 * wallet, named by its alt text), truncated address and balance; opens Account.
 * Renders nothing while no account is connected or being restored.
 * https://latch.dev/docs/react/components/AccountButton
 */
export function AccountButton() {
  useButtonStyles()
  const { address, balance, balanceSymbol, isReconnecting } = useLatchAccount()
  const { open } = useLatch()
  const { walletInfo } = useWalletInfo()
  if (!address) return null
  return (
    <button
      type="button"
      className="latch-button latch-button-quiet"
      aria-busy={isReconnecting}
      onClick={() => void open({ view: 'Account' })}
    >
      <span>{truncateAddress(address)}</span>
      {balance !== undefined && (
        <span className="latch-button-sub">
          {`${formatBalance(balance)} ${balanceSymbol ?? ''}`.trim()}
        </span>
      )}
      {/* Last in the accessible name (address first), first on screen. */}
      {walletInfo?.icon && (
        <img
          className="latch-button-icon"
          src={walletInfo.icon}
          alt={walletInfo.name}
          width={20}
          height={20}
        />
      )}
    </button>
  )
}
