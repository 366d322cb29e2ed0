import { lazyView } from '../../modal/lazyView.js'

/**
 * The embedded wallet's user lines in their own chunk: Account shows them
 * only for the embedded wallet's connector, so other wallets' accounts do
 * not carry the code (nor the hook that watches the user) before the click.
 */
export const EmbeddedAccountInfoView = lazyView<object>(() =>
  import('./EmbeddedAccountInfo.js').then((module) => ({
    default: module.EmbeddedAccountInfo,
  })),
)
