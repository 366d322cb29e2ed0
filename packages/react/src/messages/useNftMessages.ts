import { useContext } from 'react'
import { LocaleContext } from '../internal/LocaleContext.js'
import { nftMessages } from './nftMessages.js'

export type NftMessages = {
  readonly [K in keyof typeof nftMessages]: string
}

/**
 * The NFTs tab's strings (its own chunk), in the UI's language; English
 * while its catalogue loads.
 */
export function useNftMessages(): NftMessages {
  return useContext(LocaleContext).catalogue ?? nftMessages
}
