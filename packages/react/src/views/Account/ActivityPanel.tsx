import { getTransactions } from '@latch/core'
import { useAccountDetails } from '../../hooks/useAccountDetails.js'
import { useConfig } from '../../hooks/useConfig.js'
import { useLatchAccount } from '../../hooks/useLatchAccount.js'
import { useLatchNetwork } from '../../hooks/useLatchNetwork.js'
import { useLocale } from '../../hooks/useLocale.js'
import { useSentTransactions } from '../../hooks/useSentTransactions.js'
import { useTransactions } from '../../hooks/useTransactions.js'
import { useStyles } from '../../internal/useStyles.js'
import { useEffectWhenShown } from '../../internal/ViewShownContext.js'
import { useSendMessages } from '../../messages/useSendMessages.js'
import { useViewMessages } from '../../messages/useViewMessages.js'
import { type ActivityEntry, ActivityRow } from './ActivityRow.js'
import {
  counterpartyOf,
  fromHistory,
  fromSent,
  isListed,
} from './activityEntries.js'
import { activityCss } from './activityStyles.js'
import { useAddressNames } from './useAddressNames.js'

/**
 * The Activity tab: the account's own sends the history does not list yet
 * (pending, then confirmed when mined), then the history grouped by year
 * and month, newest first; each row with direction, counterparty, time,
 * status, amount and explorer link. The history is the Latch API's on
 * eip155, the network RPC's on Solana (read by its adapter).
 */
export function ActivityPanel() {
  useStyles('activity', activityCss)
  const config = useConfig()
  const messages = useViewMessages()
  const sendMessages = useSendMessages()
  const { locale } = useLocale()
  const { caipAddress } = useLatchAccount()
  const { caipNetwork } = useLatchNetwork()
  const sent = useSentTransactions()
  const { addressLabels } = useAccountDetails()
  // The history loads while its tab shows (again for another account); the
  // loader comes with this panel's chunk, not with the modal's.
  useEffectWhenShown(() => {
    if (caipAddress) void getTransactions(config)
  }, [config, caipAddress])
  const {
    transactions,
    transactionsByYear,
    loading,
    empty,
    hasMore,
    available,
  } = useTransactions()
  // Registered names of the other sides (senders of incoming transfers too).
  const names = useAddressNames([
    ...transactions.map(counterpartyOf),
    ...sent.map((s) => s.to),
  ])
  if (!available) return <p className="l-muted">{messages.apiNotConfigured}</p>
  const now = Date.now()
  const row = (key: string, entry: ActivityEntry) => (
    <ActivityRow
      key={key}
      entry={entry}
      locale={locale}
      now={now}
      messages={messages}
      sendMessages={sendMessages}
    />
  )
  // Listed by the history: shown from there, once.
  const unlisted = sent.filter((s) => !isListed(transactions, s.hash))
  const years = Object.keys(transactionsByYear)
    .map(Number)
    .sort((a, b) => b - a)
  if (years.length === 0 && unlisted.length === 0)
    return (
      <p className="l-muted">
        {loading || !empty ? messages.loading : messages.noActivity}
      </p>
    )
  const monthName = new Intl.DateTimeFormat(locale, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  })
  return (
    <div aria-busy={loading}>
      {unlisted.length > 0 && (
        <ul className="l-list">
          {unlisted.map((s) =>
            row(s.hash, fromSent(s, caipNetwork, names, addressLabels)),
          )}
        </ul>
      )}
      {years.flatMap((year) => {
        const months = transactionsByYear[year] ?? {}
        return Object.keys(months)
          .map(Number)
          .sort((a, b) => b - a)
          .map((month) => (
            <section key={`${year}-${month}`}>
              <h3 className="l-group">
                {monthName.format(Date.UTC(year, month - 1, 1))}
              </h3>
              <ul className="l-list">
                {(months[month] ?? []).map((t) =>
                  row(
                    t.id,
                    fromHistory(t, sent, caipNetwork, names, addressLabels),
                  ),
                )}
              </ul>
            </section>
          ))
      })}
      {hasMore && (
        <button
          type="button"
          className="l-secondary"
          disabled={loading}
          onClick={() => void getTransactions(config, { more: true })}
        >
          {messages.loadMore}
        </button>
      )}
    </div>
  )
}
