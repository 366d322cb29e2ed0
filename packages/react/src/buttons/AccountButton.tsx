import { formatBalance, truncateAddress } from '@latch/common'
import { useConfig } from '../hooks/useConfig.js'
import { useLatch } from '../hooks/useLatch.js'
import { useLatchAccount } from '../hooks/useLatchAccount.js'
import { useLocale } from '../hooks/useLocale.js'
import { useProfile } from '../hooks/useProfile.js'
import { usePageMessages } from '../messages/usePageMessages.js'
import { useButtonStyles } from './buttonStyles.js'
import { useButtonExtras } from './useButtonExtras.js'
import { useButtonTheme } from './useButtonTheme.js'

/**
 * The connected account: its avatar (the identity's, else the one
 * latch-api draws from the address; decorative), name (else the truncated
 * address), balance, the network's icon (named by the network) and the
 * wallet's (a WalletConnect session's peer wallet, named by its alt
 * text); opens Account. The avatar and network icon come in a small chunk
 * loaded once an account is connected (their 20-pixel boxes are reserved
 * until then); each is its initial when it has no image or it fails.
 * Renders nothing while no account is connected or being restored.
 * https://latch.dev/docs/react/components/AccountButton
 */
export function AccountButton() {
  useButtonStyles()
  const theme = useButtonTheme()
  const config = useConfig()
  const messages = usePageMessages()
  const {
    address,
    caipAddress,
    balance,
    balanceSymbol,
    isReconnecting,
    connector,
    wallet,
  } = useLatchAccount()
  const { locale, lang, dir } = useLocale()
  const { open } = useLatch()
  const extras = useButtonExtras(address !== undefined)
  // A registered name (or the identity's) stands for the address.
  const { name } = useProfile()
  if (!address || !caipAddress) return null
  // The peer wallet a WalletConnect session names, else the connector.
  const shown = wallet ?? connector
  const text = name ?? truncateAddress(address)
  // The account's network: its CAIP-10 id less the address.
  const networkId = caipAddress.slice(0, -address.length - 1)
  const network =
    config.networks.find((n) => n.caipNetworkId === networkId)?.name ??
    messages.unknownNetwork
  return (
    <button
      type="button"
      className="latch-button latch-button-quiet"
      {...theme}
      lang={lang}
      dir={dir}
      aria-busy={isReconnecting}
      onClick={() => void open({ view: 'Account' })}
    >
      {extras ? (
        <extras.AccountAvatar address={address} />
      ) : (
        <span className="l-icon" />
      )}
      <span>{text}</span>
      {balance !== undefined && (
        <span className="latch-button-sub">
          {`${formatBalance(balance, locale)} ${balanceSymbol ?? ''}`.trim()}
        </span>
      )}
      {extras ? (
        <extras.NetworkIcon id={networkId} name={network} labelled />
      ) : (
        <span className="l-icon" />
      )}
      {shown?.icon && (
        <img
          className="l-icon"
          src={shown.icon}
          alt={shown.name}
          width={20}
          height={20}
        />
      )}
    </button>
  )
}
