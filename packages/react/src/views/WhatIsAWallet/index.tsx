import { RECOMMENDED_WALLETS } from '@latch/common'
import { useId } from 'react'
import { useWalletDirectory } from '../../hooks/useWalletDirectory.js'
import { format } from '../../messages/format.js'
import { useGuideMessages } from '../../messages/useGuideMessages.js'
import type { RouteProps } from '../../modal/routes.js'
import { WalletIcon } from '../../modal/WalletIcon.js'

/**
 * "What is a wallet?" (Connect's "New to wallets?", its own chunk): what a
 * wallet does in two plain sentences, then "Get a wallet": the first
 * recommended wallets of the directory that have a site, each a link to it
 * (new tab).
 */
export function WhatIsAWalletView(_: RouteProps<'WhatIsAWallet'>) {
  const messages = useGuideMessages()
  const headingId = useId()
  const wallets = useWalletDirectory()
    .wallets.flatMap((w) => {
      const href = w.homepage ?? w.webapp_link
      return href ? [{ ...w, href }] : []
    })
    .slice(0, RECOMMENDED_WALLETS)
  return (
    <div className="l-stack">
      <p className="l-text">{messages.walletIntro}</p>
      <p className="l-muted">{messages.walletControl}</p>
      {wallets.length > 0 && (
        <div>
          <h3 id={headingId} className="l-group">
            {messages.getAWallet}
          </h3>
          <ul className="l-list" aria-labelledby={headingId}>
            {wallets.map((wallet) => (
              <li key={wallet.id}>
                <a
                  className="l-row"
                  href={wallet.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={format(messages.getWallet, { name: wallet.name })}
                >
                  <WalletIcon src={wallet.imageUrl} name={wallet.name} />
                  <span className="l-grow">{wallet.name}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  )
}
