import { lazyView } from '../../modal/lazyView.js'
import type { RouteProps } from '../../modal/routes.js'

/**
 * SIWXSignMessage in the route table: its own chunk, fetched when a wallet
 * has to sign in, not with the modal.
 */
export const SIWXSignMessageView = lazyView<RouteProps<'SIWXSignMessage'>>(() =>
  import('./SIWXSignMessage.js').then((m) => ({
    default: m.SIWXSignMessage,
  })),
)
