type Props = {
  src: string | undefined
  name: string
  /** Pixels: one of the sizes boxStyles.ts has a class for. */
  size?: 24 | 32 | 40 | 64
  /**
   * Names the icon (an image with this accessible name) where no text next
   * to it does; without it the icon is decorative.
   */
  label?: string | undefined
}

/**
 * A wallet's icon, or its initial when it has none. Decorative unless
 * `label` is given: elsewhere the wallet's name is written next to it.
 */
export function WalletIcon({ src, name, size = 40, label }: Props) {
  if (src)
    return (
      <img
        className={`l-icon l-s${size}`}
        src={src}
        alt={label ?? ''}
        width={size}
        height={size}
      />
    )
  return (
    <span
      className={`l-icon l-icon-letter l-s${size}`}
      {...(label
        ? { role: 'img', 'aria-label': label }
        : { 'aria-hidden': true })}
    >
      {name.slice(0, 1).toUpperCase()}
    </span>
  )
}
