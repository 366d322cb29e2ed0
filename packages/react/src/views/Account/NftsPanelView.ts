import { lazyView } from '../../modal/lazyView.js'

/**
 * The NFTs tab's panel in its own chunk, loaded when the tab is chosen (its
 * images only then too).
 */
export const NftsPanelView = lazyView<object>(() =>
  import('./NftsPanel.js').then((module) => ({
    default: module.NftsPanel,
  })),
)
