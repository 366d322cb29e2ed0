import { formatTokenValue } from '../../internal/formatTokenValue.js'
import { format } from '../../messages/format.js'
import type { SendMessages } from '../../messages/useSendMessages.js'
import type { ViewMessages } from '../../messages/useViewMessages.js'
import { relativeTime } from './relativeTime.js'

/** One Activity row, from the API's history or the config's own send. */
export type ActivityEntry = {
  readonly direction: 'in' | 'out' | undefined
  /** The other side: a name where known, else the address shortened. */
  readonly counterparty: string | undefined
  readonly amount: string | undefined
  readonly symbol: string | undefined
  /** ISO 8601. */
  readonly time: string
  readonly status: 'pending' | 'confirmed' | 'failed'
  readonly explorer: { href: string; name: string } | undefined
  /** An NFT transfer: the token's name and image (the indexer's nft_info). */
  readonly nft?: { name: string; image: string | undefined } | undefined
}

type Props = {
  entry: ActivityEntry
  locale: string
  now: number
  messages: ViewMessages
  sendMessages: SendMessages
}

/**
 * Direction (icon and word), counterparty, how long ago, status, the
 * amount, and a link to the transaction on the network's explorer when
 * it has one.
 */
export function ActivityRow(props: Props) {
  const { entry, locale, now, messages, sendMessages } = props
  const { direction, counterparty, amount, symbol, explorer, nft } = entry
  const title =
    direction === 'in'
      ? messages.received
      : direction === 'out'
        ? messages.sent
        : messages.transaction
  const who =
    counterparty &&
    format(
      direction === 'in' ? sendMessages.activityFrom : sendMessages.activityTo,
      { name: counterparty },
    )
  const status =
    entry.status === 'pending'
      ? sendMessages.activityPending
      : entry.status === 'failed'
        ? sendMessages.activityFailed
        : sendMessages.activityConfirmed
  return (
    <li className="l-item l-activity" data-status={entry.status}>
      {nft?.image ? (
        // Named beside it (the row's end): the image adds no words.
        <img
          className="l-activity-icon l-activity-nft"
          src={nft.image}
          alt=""
          loading="lazy"
          decoding="async"
          width={32}
          height={32}
        />
      ) : (
        <span className="l-activity-icon" aria-hidden="true">
          {direction === 'in' ? '↓' : '↑'}
        </span>
      )}
      <span className="l-grow">
        <span className="l-strong">{title}</span>
        {who && (
          <>
            <br />
            <span className="l-muted">{who}</span>
          </>
        )}
        <br />
        <span className="l-muted">
          <time dateTime={entry.time}>
            {relativeTime(entry.time, locale, now)}
          </time>
          {' · '}
          <span className="l-activity-status">{status}</span>
        </span>
      </span>
      <span className="l-item-end">
        {nft ? (
          <span className="l-activity-nft-name">{nft.name}</span>
        ) : (
          amount !== undefined &&
          symbol && (
            <span>
              {formatTokenValue(amount, symbol, locale, messages.tokenValue)}
            </span>
          )
        )}
        {explorer && (
          <>
            <br />
            <a href={explorer.href} target="_blank" rel="noreferrer">
              {format(sendMessages.viewOnExplorer, { explorer: explorer.name })}
            </a>
          </>
        )}
      </span>
    </li>
  )
}
