import { lazy, Suspense } from 'react'
import type { RouteProps } from '../../modal/routes.js'

// Its own chunk: loaded when a wallet has to sign in, not with the modal.
const SignMessage = lazy(() =>
  import('./SIWXSignMessage.js').then((m) => ({ default: m.SIWXSignMessage })),
)

/** SIWXSignMessage in the route table: the view, loaded on first show. */
export function SIWXSignMessageView(props: RouteProps<'SIWXSignMessage'>) {
  return (
    <Suspense fallback={<div className="l-stack l-center" aria-busy="true" />}>
      <SignMessage {...props} />
    </Suspense>
  )
}
