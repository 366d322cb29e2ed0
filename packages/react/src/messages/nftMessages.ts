/**
 * Strings of the Account view's NFTs tab, in English. They ship with the
 * tab's lazy chunk, not the modal's (the modal's bytes before the click are
 * at their budget); other languages have them in their catalogues.
 */
export const nftMessages = {
  nftsUnavailable: 'NFTs unavailable',
  nftOwned: '{amount} owned',
} as const
