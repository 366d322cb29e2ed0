import type { SwapToken } from '@latch/core'
import { useId, useState } from 'react'
import { format } from '../../messages/format.js'
import type { SwapMessages } from '../../messages/useSwapMessages.js'

type Props = {
  /** The field it picks for ('You pay'), naming the button and the list. */
  label: string
  tokens: readonly SwapToken[]
  selected: SwapToken | undefined
  onSelect(token: SwapToken): void
  swapMessages: SwapMessages
}

/**
 * A swap token picker: a button naming the chosen token opens a search
 * box and the matching tokens (by symbol, name or address) as buttons;
 * Escape closes it, and focus returns to the button.
 */
export function SwapTokenPicker(props: Props) {
  const { label, tokens, selected, onSelect, swapMessages } = props
  const [open, setOpen] = useState(false)
  const [query, setQuery] = useState('')
  const id = useId()
  const q = query.trim().toLowerCase()
  const matches = tokens.filter(
    (t) =>
      !q ||
      t.symbol.toLowerCase().includes(q) ||
      t.name.toLowerCase().includes(q) ||
      t.address.toLowerCase().includes(q),
  )
  const close = () => {
    setOpen(false)
    setQuery('')
    document.getElementById(`${id}b`)?.focus()
  }
  return (
    <div className="l-picker">
      <button
        id={`${id}b`}
        type="button"
        className="l-search l-picker-button"
        aria-label={`${label}: ${format(swapMessages.swapChooseToken, {
          symbol: selected?.symbol ?? swapMessages.swapSelectToken,
        })}`}
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        disabled={tokens.length === 0}
        onClick={() => (open ? close() : setOpen(true))}
      >
        <span className="l-grow l-strong">
          {selected?.symbol ?? swapMessages.swapSelectToken}
        </span>
      </button>
      {open && (
        <fieldset
          id={id}
          aria-label={`${label}: ${swapMessages.swapSelectToken}`}
          className="l-stack l-picker-list"
          onKeyDown={(event) => {
            if (event.key !== 'Escape') return
            event.preventDefault()
            event.stopPropagation()
            close()
          }}
        >
          <input
            type="search"
            className="l-search"
            aria-label={swapMessages.swapSearchTokens}
            placeholder={swapMessages.swapSearchTokens}
            autoComplete="off"
            spellCheck={false}
            // biome-ignore lint/a11y/noAutofocus: the list opened on this click.
            autoFocus
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
          {matches.length === 0 ? (
            <p className="l-muted">{swapMessages.swapNoTokens}</p>
          ) : (
            <ul className="l-stack" aria-label={swapMessages.swapSelectToken}>
              {matches.map((token) => (
                <li key={token.address}>
                  <button
                    type="button"
                    className="l-item"
                    aria-pressed={token.address === selected?.address}
                    onClick={() => {
                      onSelect(token)
                      close()
                    }}
                  >
                    <span className="l-strong">{token.symbol}</span>{' '}
                    <span className="l-muted">{token.name}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </fieldset>
      )}
    </div>
  )
}
