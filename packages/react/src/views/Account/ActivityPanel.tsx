import { formatBalance } from '@latch/common'
import { getTransactions, type Transaction } from '@latch/core'
import { useEffect } from 'react'
import { useConfig } from '../../hooks/useConfig.js'
import { useLatchAccount } from '../../hooks/useLatchAccount.js'
import { useLocale } from '../../hooks/useLocale.js'
import { useTransactions } from '../../hooks/useTransactions.js'
import { format } from '../../messages/format.js'
import { type Messages, useMessages } from '../../messages/useMessages.js'

function describe(
  transaction: Transaction,
  messages: Messages,
  locale: string,
) {
  const [transfer] = transaction.transfers
  const title =
    transfer?.direction === 'in'
      ? messages.received
      : transfer?.direction === 'out'
        ? messages.sent
        : messages.transaction
  const symbol = transfer?.fungible_info?.symbol
  const amount =
    transfer?.quantity?.numeric !== undefined && symbol
      ? format(messages.tokenValue, {
          amount: formatBalance(transfer.quantity.numeric, locale),
          symbol,
        })
      : undefined
  return { title, amount }
}

/** The Activity tab: transactions grouped by year and month, newest first. */
export function ActivityPanel() {
  const config = useConfig()
  const messages = useMessages()
  const { locale } = useLocale()
  const { caipAddress } = useLatchAccount()
  // The history loads while its tab shows (again for another account); the
  // loader comes with this panel's chunk, not with the modal's.
  useEffect(() => {
    if (caipAddress) void getTransactions(config)
  }, [config, caipAddress])
  const { transactionsByYear, loading, empty, hasMore, apiConfigured } =
    useTransactions()
  if (!apiConfigured)
    return <p className="l-muted">{messages.apiNotConfigured}</p>
  const years = Object.keys(transactionsByYear)
    .map(Number)
    .sort((a, b) => b - a)
  if (years.length === 0)
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
                {(months[month] ?? []).map((t) => {
                  const { title, amount } = describe(t, messages, locale)
                  return (
                    <li key={t.id} className="l-item">
                      <span className="l-grow">{title}</span>
                      {amount && <span className="l-item-end">{amount}</span>}
                    </li>
                  )
                })}
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
