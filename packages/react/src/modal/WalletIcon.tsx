import { useState } from 'react'
import { useViewShown } from '../internal/ViewShownContext.js'

type Props = {
  src: string | undefined
  name: string
  /** Pixels: one of the sizes boxStyles.ts has a class for (20: the
   * host-page buttons, styled by buttonStyles.ts). */
  size?: 20 | 24 | 32 | 40 | 64
  /**
   * Names the icon (an image with this accessible name) where no text next
   * to it does; without it the icon is decorative.
   */
  label?: string | undefined
}

/**
 * A wallet's, network's or token's icon, or its initial when it has none
 * or its image fails to load. Decorative unless `label` is given:
 * elsewhere the name is written next to it. The image loads lazily, in a
 * box of fixed size, so nothing shifts when it arrives, and not before its
 * view shows (the modal's standby has the box, not the request; an image
 * in the page itself, a `data:` URL, is decoded there already).
 */
export function WalletIcon({ src, name, size = 40, label }: Props) {
  const [failed, setFailed] = useState<string>()
  const shown = useViewShown()
  if (src && src !== failed)
    return (
      <img
        className={`l-icon l-s${size}`}
        src={shown || src.startsWith('data:') ? src : undefined}
        alt={label ?? ''}
        width={size}
        height={size}
        loading="lazy"
        decoding="async"
        onError={() => setFailed(src)}
      />
    )
  // The initial is drawn by CSS (data-initial), not text: a button's
  // visible text stays its name alone (WCAG 2.5.3 compares the two).
  return (
    <span
      className={`l-icon l-icon-letter l-s${size}`}
      data-initial={name.slice(0, 1).toUpperCase()}
      {...(label
        ? { role: 'img', 'aria-label': label }
        : { 'aria-hidden': true })}
    />
  )
}
