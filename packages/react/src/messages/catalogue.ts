import type { embeddedMessages } from './embeddedMessages.js'
import type { en } from './en.js'
import type { namespaceMessages } from './namespaceMessages.js'
import type { nftMessages } from './nftMessages.js'

/**
 * Every key of the UI's strings: the modal's (`en`, with the page's), the
 * embedded views' and the Solana and Bitcoin parts'. English keeps them in
 * those four modules so each ships with its own chunk; another language
 * has them all in one catalogue (`locales/<tag>.ts`).
 */
export type Catalogue = {
  readonly [K in
    | keyof typeof en
    | keyof typeof embeddedMessages
    | keyof typeof namespaceMessages
    | keyof typeof nftMessages]: string
}
