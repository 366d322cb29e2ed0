import { formatBalance, truncateAddress } from '@latch/common'
import { useConfig } from '../hooks/useConfig.js'
import { useLatch } from '../hooks/useLatch.js'
import { useLatchAccount } from '../hooks/useLatchAccount.js'
import { useLocale } from '../hooks/useLocale.js'
import { useProfile } from '../hooks/useProfile.js'
import { imageUrl } from '../internal/imageUrl.js'
import { usePageMessages } from '../messages/usePageMessages.js'
import { WalletIcon } from '../modal/WalletIcon.js'
import { useButtonStyles } from './buttonStyles.js'
import { useButtonTheme } from './useButtonTheme.js'

/**
 * The connected account: its avatar (the identity's, else the one
 * latch-api draws from the address; decorative), name (else the truncated
 * address), balance, the network's icon (named by the network) and the
 * wallet's (a WalletConnect session's peer wallet, named by its alt
 * text); opens Account. Each icon is its initial when it has no image or
 * the image fails; they load only once an account is connected.
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
  // A registered name (or the identity's) stands for the address.
  const { name, avatar } = useProfile()
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
      <WalletIcon
        src={avatar ?? imageUrl(config, 'Avatar', address)}
        name={text}
        size={20}
      />
      <span>{text}</span>
      {balance !== undefined && (
        <span className="latch-button-sub">
          {`${formatBalance(balance, locale)} ${balanceSymbol ?? ''}`.trim()}
        </span>
      )}
      <WalletIcon
        src={imageUrl(config, 'Asset', networkId)}
        name={network}
        label={network}
        size={20}
      />
      {shown && (
        <WalletIcon
          src={shown.icon}
          name={shown.name}
          label={shown.name}
          size={20}
        />
      )}
    </button>
  )
}
