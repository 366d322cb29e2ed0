import { showToast } from '@latch/core'
import { useId } from 'react'
import { useConfig } from '../../hooks/useConfig.js'
import { useLatchAccount } from '../../hooks/useLatchAccount.js'
import { imageUrl } from '../../internal/imageUrl.js'
import { useStyles } from '../../internal/useStyles.js'
import { format } from '../../messages/format.js'
import { useViewMessages } from '../../messages/useViewMessages.js'
import type { RouteProps } from '../../modal/routes.js'
import { WalletIcon } from '../../modal/WalletIcon.js'
import { copyAddress } from '../Account/copyAddress.js'
import { QrCode } from '../ConnectingWalletConnect/QrCode.js'
import { sendCss } from '../Send/styles.js'

/**
 * Receive: the active address as a QR code and as text with Copy, and the
 * configured networks of its namespace that it can receive on.
 */
export default function ReceiveView(_: RouteProps<'Receive'>) {
  useStyles('send', sendCss)
  const config = useConfig()
  const messages = useViewMessages()
  const { address, chainNamespace } = useLatchAccount()
  const headingId = useId()
  const networks = config.networks.filter(
    (n) => n.chainNamespace === chainNamespace,
  )

  if (!address) return <p className="l-muted">{messages.loading}</p>
  return (
    <div className="l-stack l-center">
      <div className="l-qr">
        <QrCode
          value={address}
          label={format(messages.receiveQrLabel, { address })}
          size={220}
        />
      </div>
      <p className="l-receive-address">{address}</p>
      <button
        type="button"
        className="l-secondary"
        onClick={() =>
          void copyAddress(address, messages).then((toast) =>
            showToast(config, toast),
          )
        }
      >
        {messages.copyAddress}
      </button>
      <section className="l-stack l-wide" aria-labelledby={headingId}>
        <h3 id={headingId} className="l-group">
          {messages.receiveNetworks}
        </h3>
        <ul className="l-list">
          {networks.map((n) => (
            <li key={n.caipNetworkId} className="l-item">
              <WalletIcon
                src={imageUrl(config, 'Asset', n.caipNetworkId)}
                name={n.name}
                size={24}
              />
              <span className="l-grow">{n.name}</span>
            </li>
          ))}
        </ul>
        <p className="l-muted">{messages.receiveHint}</p>
      </section>
    </div>
  )
}
