import {
  getTransactions,
  type SentTransaction,
  type Transaction,
} from '@latch/core'
import { useEffect } from 'react'
import { useConfig } from '../../hooks/useConfig.js'
import { useLatchAccount } from '../../hooks/useLatchAccount.js'
import { useLatchNetwork } from '../../hooks/useLatchNetwork.js'
import { useLocale } from '../../hooks/useLocale.js'
import { useSentTransactions } from '../../hooks/useSentTransactions.js'
import { useTransactions } from '../../hooks/useTransactions.js'
import { transactionUrl } from '../../internal/transactionUrl.js'
import { useStyles } from '../../internal/useStyles.js'
import { useMessages } from '../../messages/useMessages.js'
import { useSendMessages } from '../../messages/useSendMessages.js'
import { type ActivityEntry, ActivityRow } from './ActivityRow.js'
import { activityCss } from './activityStyles.js'
import { useAddressNames } from './useAddressNames.js'

type Network = ReturnType<typeof useLatchNetwork>['caipNetwork']

const sameHash = (a: string | undefined, b: string | undefined) =>
  !!a && !!b && a.toLowerCase() === b.toLowerCase()

type Names = ReadonlyMap<string, string>

const nameOf = (names: Names, address: string | undefined) =>
  address ? names.get(address.toLowerCase()) : undefined

function directionOf(t: Transaction) {
  const direction = t.transfers[0]?.direction
  return direction === 'in' || direction === 'out' ? direction : undefined
}

/** The other side's address: the sender of what came in, else the receiver. */
function counterpartyOf(t: Transaction) {
  const [transfer] = t.transfers
  return directionOf(t) === 'in'
    ? (transfer?.sender ?? t.metadata.sentFrom)
    : (transfer?.recipient ?? t.metadata.sentTo)
}

function fromHistory(
  t: Transaction,
  sent: readonly SentTransaction[],
  network: Network,
  names: Names,
): ActivityEntry {
  const [transfer] = t.transfers
  const direction = directionOf(t)
  const own = sent.find((s) => sameHash(s.hash, t.metadata.hash))
  const address = counterpartyOf(t)
  return {
    direction,
    // The name the send was entered with, else the one registered.
    counterparty: own?.toName ?? nameOf(names, address) ?? address,
    amount: transfer?.quantity?.numeric,
    symbol: transfer?.fungible_info?.symbol,
    time: t.metadata.minedAt,
    status: t.metadata.status === 'failed' ? 'failed' : 'confirmed',
    explorer: transactionUrl(network, t.metadata.hash),
    nft: nftOf(transfer),
  }
}

/** An NFT transfer's token, named (else by collection and id), with its image. */
function nftOf(
  transfer: Transaction['transfers'][number] | undefined,
): ActivityEntry['nft'] {
  const info = transfer?.nft_info
  if (!info) return undefined
  const name =
    info.name ??
    [info.collection?.name, info.token_id && `#${info.token_id}`]
      .filter(Boolean)
      .join(' ')
  if (!name) return undefined
  return { name, image: info.content?.preview?.url }
}

function fromSent(
  s: SentTransaction,
  network: Network,
  names: Names,
): ActivityEntry {
  return {
    direction: 'out',
    counterparty: s.toName ?? nameOf(names, s.to) ?? s.to,
    amount: s.amount,
    symbol: s.symbol,
    time: s.sentAt,
    status: s.status,
    explorer: transactionUrl(network, s.hash),
  }
}

/**
 * The Activity tab: the account's own sends the history does not list yet
 * (pending, then confirmed when mined), then the history grouped by year
 * and month, newest first; each row with direction, counterparty, time,
 * status, amount and explorer link.
 */
export function ActivityPanel() {
  useStyles('activity', activityCss)
  const config = useConfig()
  const messages = useMessages()
  const sendMessages = useSendMessages()
  const { locale } = useLocale()
  const { caipAddress } = useLatchAccount()
  const { caipNetwork } = useLatchNetwork()
  const sent = useSentTransactions()
  // The history loads while its tab shows (again for another account); the
  // loader comes with this panel's chunk, not with the modal's.
  useEffect(() => {
    if (caipAddress) void getTransactions(config)
  }, [config, caipAddress])
  const {
    transactions,
    transactionsByYear,
    loading,
    empty,
    hasMore,
    apiConfigured,
  } = useTransactions()
  // Registered names of the other sides (senders of incoming transfers too).
  const names = useAddressNames([
    ...transactions.map(counterpartyOf),
    ...sent.map((s) => s.to),
  ])
  if (!apiConfigured)
    return <p className="l-muted">{messages.apiNotConfigured}</p>
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
  const unlisted = sent.filter(
    (s) => !transactions.some((t) => sameHash(t.metadata.hash, s.hash)),
  )
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
          {unlisted.map((s) => row(s.hash, fromSent(s, caipNetwork, names)))}
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
                  row(t.id, fromHistory(t, sent, caipNetwork, names)),
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
