import { closeModal, goBack, isSiwxClosePrevented } from '@latch/core'
import { useConfig } from '../hooks/useConfig.js'
import { useLocale } from '../hooks/useLocale.js'
import { useMessages } from '../messages/useMessages.js'
import { IconButton } from './IconButton.js'

type Props = { titleId: string; title: string; canGoBack: boolean }

// The back chevron points to the inline start: left, or right in RTL.
const backIcon = (dir: 'ltr' | 'rtl') => (
  <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
    <path d={dir === 'rtl' ? 'M9 5l7 7-7 7' : 'M15 5l-7 7 7 7'} />
  </svg>
)
const closeIcon = (
  <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
    <path d="M6 6l12 12M18 6L6 18" />
  </svg>
)

/**
 * Back (when there is history), the title, and Close — not offered while
 * closing is disabled (required sign-in without a session, SPEC §4: the
 * view's Cancel disconnects instead).
 */
export function Header({ titleId, title, canGoBack }: Props) {
  const config = useConfig()
  const messages = useMessages()
  const { dir } = useLocale()
  return (
    <div className="l-header">
      {canGoBack ? (
        <IconButton label={messages.back} onClick={() => goBack(config)}>
          {backIcon(dir)}
        </IconButton>
      ) : (
        <span className="l-icon-spacer" />
      )}
      <h2 id={titleId} className="l-title">
        {title}
      </h2>
      {isSiwxClosePrevented(config) ? (
        <span className="l-icon-spacer" />
      ) : (
        <IconButton label={messages.close} onClick={() => closeModal(config)}>
          {closeIcon}
        </IconButton>
      )}
    </div>
  )
}
