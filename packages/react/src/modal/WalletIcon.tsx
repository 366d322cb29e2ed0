type Props = { src: string | undefined; name: string; size?: number }

/**
 * A wallet's icon, or its initial when it has none. Decorative: the
 * wallet's name is always written next to it.
 */
export function WalletIcon({ src, name, size = 40 }: Props) {
  if (src)
    return (
      <img className="l-icon" src={src} alt="" width={size} height={size} />
    )
  return (
    <span
      className="l-icon l-icon-letter"
      aria-hidden="true"
      style={{ width: size, height: size }}
    >
      {name.slice(0, 1).toUpperCase()}
    </span>
  )
}
