import { lazyView } from '../../modal/lazyView.js'

/**
 * The Tokens tab's panel (with `nfts`, the NFTs tab's: one chunk for both
 * saves the modal a second lazy import) in its own chunk: the first frame shows the view's
 * loading line either way (balances load after it), so the panel's code
 * need not come with the modal. Account preloads it as soon as it shows.
 */
export const TokensPanelView = lazyView<{
  pending?: boolean
  nfts?: boolean
}>(() =>
  import('./TokensPanel.js').then((module) => ({
    default: module.TokensPanel,
  })),
)
