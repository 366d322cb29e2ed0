import type { ReactNode } from 'react'

/**
 * A waiting state: while `waiting`, a pulsing ring around `icon` (the
 * wallet's logo; still with reduced motion); under it, what to do now in a
 * polite status region, so each change is announced. Connecting to an
 * extension, a social login's popup and a network switch show it.
 */
export function Waiting({
  icon,
  waiting,
  children,
}: {
  icon: ReactNode
  waiting: boolean
  children: ReactNode
}) {
  return (
    <>
      <span className={waiting ? 'l-wait' : undefined}>
        {icon}
        {/* The ring: an element, so reduced motion stills it. */}
        {waiting && <span className="l-ring" />}
      </span>
      <div role="status" className="l-stack l-center">
        {children}
      </div>
    </>
  )
}
