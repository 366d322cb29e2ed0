import type { ReactNode } from 'react'

/**
 * A failure, said at once (`role=alert`); nothing while there is none.
 * `id` lets a field name it in `aria-describedby`.
 */
export function ErrorMessage({
  id,
  children,
}: {
  id?: string | undefined
  children: ReactNode
}) {
  return children ? (
    <p id={id} className="l-error" role="alert">
      {children}
    </p>
  ) : null
}
