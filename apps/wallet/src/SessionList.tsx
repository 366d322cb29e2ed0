import type { Session } from '@latch/protocol/client'
import { chainName } from './chainName.js'
import { Details } from './Details.js'
import { messages } from './messages.js'
import type { WalletChain } from './readWalletConfig.js'

/** Connected apps with their accounts, networks and expiry. */
export function SessionList({
  sessions,
  chains,
  busy,
  onDisconnect,
}: {
  sessions: readonly Session[]
  chains: readonly WalletChain[]
  busy: boolean
  onDisconnect(session: Session): void
}) {
  return (
    <section aria-labelledby="sessions-heading">
      <h2 id="sessions-heading">{messages.sessionsHeading}</h2>
      {sessions.length === 0 ? (
        <p>{messages.noSessions}</p>
      ) : (
        <ul className="sessions">
          {sessions.map((session) => {
            const name = session.peer.metadata.name || messages.unknownApp
            const namespaces = Object.values(session.namespaces)
            return (
              <li key={session.topic} aria-label={name}>
                <h3>{name}</h3>
                <Details
                  items={[
                    {
                      label: messages.appUrlLabel,
                      value: session.peer.metadata.url,
                    },
                    {
                      label: messages.sessionAccounts,
                      value: namespaces.flatMap((n) => n.accounts).join(', '),
                    },
                    {
                      label: messages.sessionChains,
                      value: namespaces
                        .flatMap((n) => n.chains ?? [])
                        .map((id) => chainName(chains, id))
                        .join(', '),
                    },
                    {
                      label: messages.sessionExpiry,
                      value: new Date(session.expiry * 1000).toLocaleString(),
                    },
                  ]}
                />
                <button
                  type="button"
                  onClick={() => onDisconnect(session)}
                  disabled={busy}
                >
                  {messages.disconnect(name)}
                </button>
              </li>
            )
          })}
        </ul>
      )}
    </section>
  )
}
