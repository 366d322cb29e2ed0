import { lazyView } from '../../modal/lazyView.js'

/**
 * The NFTs tab's panel in its own chunk, imported by the Tokens panel's
 * chunk (which shows it for `nfts`), so neither its code nor its list of
 * dependencies adds to the modal's bytes before the click.
 */
export const NftsPanelView = lazyView<object>(() =>
  import('./NftsPanel.js').then((module) => ({
    default: module.NftsPanel,
  })),
)
