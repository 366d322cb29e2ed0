import { formatBalance, truncateAddress } from '@latch/common'
import { useLatch } from '../hooks/useLatch.js'
import { useLatchAccount } from '../hooks/useLatchAccount.js'
import { useLocale } from '../hooks/useLocale.js'
import { useProfile } from '../hooks/useProfile.js'
import { useButtonStyles } from './buttonStyles.js'

/**
 * The connected account: the wallet's icon (a WalletConnect session's peer
 * wallet, named by its alt text), its name (else the truncated address) and
 * balance; opens Account.
 * Renders nothing while no account is connected or being restored.
 * https://latch.dev/docs/react/components/AccountButton
 */
export function AccountButton() {
  useButtonStyles()
  const { address, balance, balanceSymbol, isReconnecting, connector, wallet } =
    useLatchAccount()
  const { locale, lang, dir } = useLocale()
  const { open } = useLatch()
  // The peer wallet a WalletConnect session names, else the connector.
  const shown = wallet ?? connector
  // A registered name (or the identity's) stands for the address.
  const { name } = useProfile()
  if (!address) return null
  return (
    <button
      type="button"
      className="latch-button latch-button-quiet"
      lang={lang}
      dir={dir}
      aria-busy={isReconnecting}
      onClick={() => void open({ view: 'Account' })}
    >
      <span>{name ?? truncateAddress(address)}</span>
      {balance !== undefined && (
        <span className="latch-button-sub">
          {`${formatBalance(balance, locale)} ${balanceSymbol ?? ''}`.trim()}
        </span>
      )}
      {/* Last in the accessible name (address first), first on screen. */}
      {shown?.icon && (
        <img
          className="latch-button-icon"
          src={shown.icon}
          alt={shown.name}
          width={20}
          height={20}
        />
      )}
    </button>
  )
}
