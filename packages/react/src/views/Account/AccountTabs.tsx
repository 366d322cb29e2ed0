import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react'
import { useMessages } from '../../messages/useMessages.js'

type Tab = { readonly id: string; readonly label: string }

type Props = {
  tabs: readonly Tab[]
  selected: string
  onSelect(id: string): void
  children: ReactNode
}

/**
 * Account's tabs (and its rehearsal's): an ARIA tablist with one tabpanel;
 * arrow keys, Home and End move between tabs (automatic activation); only
 * the selected tab is in the Tab order.
 */
export function AccountTabs({ tabs, selected, onSelect, children }: Props) {
  const messages = useMessages()
  const base = useId()
  const refs = useRef<(HTMLButtonElement | null)[]>([])
  const index = Math.max(
    0,
    tabs.findIndex((t) => t.id === selected),
  )

  function onKeyDown(event: KeyboardEvent) {
    const last = tabs.length - 1
    const next =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : undefined
    if (next === undefined) return
    event.preventDefault()
    const tab = tabs[next]
    if (!tab) return
    onSelect(tab.id)
    refs.current[next]?.focus()
  }

  return (
    <div className="l-stack l-wide">
      <div
        role="tablist"
        aria-label={messages.accountTabs}
        className="l-tabs"
        onKeyDown={onKeyDown}
      >
        {tabs.map((tab, i) => (
          <button
            key={tab.id}
            ref={(el) => {
              refs.current[i] = el
            }}
            type="button"
            role="tab"
            id={`${base}-tab-${tab.id}`}
            aria-selected={tab.id === selected}
            aria-controls={`${base}-panel`}
            tabIndex={tab.id === selected ? 0 : -1}
            className="l-tab"
            onClick={() => onSelect(tab.id)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${base}-panel`}
        aria-labelledby={`${base}-tab-${tabs[index]?.id ?? ''}`}
        className="l-panel"
      >
        {children}
      </div>
    </div>
  )
}
