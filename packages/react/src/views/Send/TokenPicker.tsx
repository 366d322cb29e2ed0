import { formatNumber } from '@latch/common'
import type { TokenBalance } from '@latch/core'
import { type KeyboardEvent, useId, useState } from 'react'
import { useConfig } from '../../hooks/useConfig.js'
import { formatTokenValue } from '../../internal/formatTokenValue.js'
import { imageUrl } from '../../internal/imageUrl.js'
import { format } from '../../messages/format.js'
import type { ViewMessages } from '../../messages/useViewMessages.js'
import { WalletIcon } from '../../modal/WalletIcon.js'
import { tokenKey } from './tokenKey.js'

type Props = {
  /** Id of the visible label naming the picker ('Token'). */
  labelId: string
  balances: readonly TokenBalance[]
  selected: TokenBalance | undefined
  onSelect(token: TokenBalance): void
  /** Shown while there is nothing to pick (loading, none, unavailable). */
  emptyText: string
  locale: string
  messages: ViewMessages
}

/** What one token row shows: icon, symbol, balance and its USD value. */
function TokenRow(props: {
  token: TokenBalance
  locale: string
  messages: ViewMessages
}) {
  const { token, locale, messages } = props
  const config = useConfig()
  return (
    <>
      <WalletIcon
        src={
          token.iconUrl ?? imageUrl(config, 'Token', token.symbol.toLowerCase())
        }
        name={token.symbol}
        size={24}
      />
      <span className="l-grow l-strong">{token.symbol}</span>{' '}
      <span className="l-item-end">
        {formatTokenValue(
          token.quantity.numeric,
          token.symbol,
          locale,
          messages.tokenValue,
        )}
        {typeof token.value === 'number' && (
          <span className="l-muted">
            {' · '}
            {format(messages.usdValue, {
              amount: formatNumber(token.value, locale),
            })}
          </span>
        )}
      </span>
    </>
  )
}

/**
 * The Send view's token picker, a select-only combobox (WAI-ARIA APG):
 * each token with its icon, balance and USD value. Enter, Space or the
 * arrows open it; arrows, Home and End move; Enter, Space or Tab pick;
 * Escape closes it without closing the modal.
 */
export function TokenPicker(props: Props) {
  const { labelId, balances, selected, onSelect, locale, messages } = props
  const listId = useId()
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(0)
  const selectedIndex = Math.max(
    0,
    balances.findIndex((b) => selected && tokenKey(b) === tokenKey(selected)),
  )
  const optionId = (i: number) => `${listId}-${i}`

  function show(at = selectedIndex) {
    setActive(at)
    setOpen(true)
  }
  function pick(i: number) {
    const token = balances[i]
    setOpen(false)
    if (token) onSelect(token)
  }

  function onKeyDown(event: KeyboardEvent) {
    const last = balances.length - 1
    if (last < 0) return
    const key = event.key
    if (!open) {
      if (['ArrowDown', 'ArrowUp', 'Enter', ' '].includes(key)) {
        event.preventDefault()
        show()
      }
      return
    }
    const move: Record<string, number> = {
      ArrowDown: Math.min(active + 1, last),
      ArrowUp: Math.max(active - 1, 0),
      Home: 0,
      End: last,
    }
    if (key in move) {
      event.preventDefault()
      setActive(move[key] ?? 0)
    } else if (key === 'Enter' || key === ' ') {
      event.preventDefault()
      pick(active)
    } else if (key === 'Tab') pick(active)
    else if (key === 'Escape') {
      // Closes the list, not the modal.
      event.preventDefault()
      event.stopPropagation()
      setOpen(false)
    }
  }

  const token = balances[selectedIndex]
  return (
    <div className="l-picker">
      <button
        type="button"
        role="combobox"
        className="l-search l-picker-button"
        aria-labelledby={labelId}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open ? optionId(active) : undefined}
        disabled={balances.length === 0}
        onClick={() => (open ? setOpen(false) : show())}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
      >
        {token ? (
          <TokenRow token={token} locale={locale} messages={messages} />
        ) : (
          <span className="l-grow">{props.emptyText}</span>
        )}
      </button>
      <div
        id={listId}
        role="listbox"
        aria-labelledby={labelId}
        className="l-list l-picker-list"
        hidden={!open}
      >
        {balances.map((b, i) => (
          // biome-ignore lint/a11y/useKeyWithClickEvents: the keys act on the combobox, which keeps focus (aria-activedescendant)
          <div
            key={tokenKey(b)}
            id={optionId(i)}
            role="option"
            aria-selected={i === selectedIndex}
            tabIndex={-1}
            className="l-item"
            data-active={i === active || undefined}
            // The button keeps focus (and so the list stays open).
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => pick(i)}
          >
            <TokenRow token={b} locale={locale} messages={messages} />
          </div>
        ))}
      </div>
    </div>
  )
}
