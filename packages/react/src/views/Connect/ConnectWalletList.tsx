import { openWalletConnect, pushView } from '@latch/core'
import { useConfig } from '../../hooks/useConfig.js'
import { imageUrl } from '../../internal/imageUrl.js'
import { useMessages } from '../../messages/useMessages.js'
import { WalletIcon } from '../../modal/WalletIcon.js'
import type { useConnectWallets } from './useConnectWallets.js'
import { WalletGroup } from './WalletGroup.js'

/**
 * Connect's wallet group (`useConnectWallets`): WalletConnect, the
 * headed lists, then All Wallets; shown by Connect, or by ConnectWallets
 * when Connect collapses it (`features.collapseWallets`).
 */
export function ConnectWalletList({
  wallets,
}: {
  wallets: ReturnType<typeof useConnectWallets>
}) {
  const config = useConfig()
  const messages = useMessages()
  return (
    <>
      {wallets.walletConnect && (
        <button
          type="button"
          className="l-row"
          onClick={() => openWalletConnect(config)}
        >
          <WalletIcon
            src={imageUrl(config, 'Asset', 'walletconnect')}
            name={messages.walletConnect}
          />
          <span className="l-grow">{messages.walletConnect}</span>
        </button>
      )}
      {wallets.none && <p className="l-muted">{messages.noWalletDetected}</p>}
      <WalletGroup title={messages.recent} wallets={wallets.recent} />
      <WalletGroup title={messages.installed} wallets={wallets.injected} />
      <WalletGroup
        title={messages.featured}
        wallets={wallets.featured}
        placeholders={wallets.featuredPlaceholders}
      />
      <WalletGroup title={messages.otherWallets} wallets={wallets.external} />
      <WalletGroup
        title={messages.recommended}
        wallets={wallets.recommended}
        placeholders={wallets.recommendedPlaceholders}
        onRetry={wallets.retryDirectory}
      />
      {config.options.features.allWallets && (
        <button
          type="button"
          className="l-row"
          onClick={() => pushView(config, { view: 'AllWallets' })}
        >
          <span className="l-grow">{messages.allWallets}</span>
        </button>
      )}
    </>
  )
}
