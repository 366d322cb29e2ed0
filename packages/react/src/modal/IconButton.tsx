import type { ReactNode } from 'react'

/** A button showing only an icon, named by `label` (Back, Close, Copy). */
export function IconButton({
  label,
  onClick,
  children,
}: {
  label: string
  onClick: () => void
  children: ReactNode
}) {
  return (
    <button
      type="button"
      className="l-icon-button"
      aria-label={label}
      onClick={onClick}
    >
      {children}
    </button>
  )
}
