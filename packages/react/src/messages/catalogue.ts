import type { embeddedMessages } from './embeddedMessages.js'
import type { en } from './en.js'
import type { guideMessages } from './guideMessages.js'
import type { namespaceMessages } from './namespaceMessages.js'
import type { nftMessages } from './nftMessages.js'
import type { sendMessages } from './sendMessages.js'
import type { swapMessages } from './swapMessages.js'

/**
 * Every key of the UI's strings: the modal's (`en`, with the page's), the
 * embedded views', the Solana and Bitcoin parts', the wallet guide's
 * ("What is a wallet?") Send and Activity's and Swap's. English keeps them in
 * those modules so each ships with its own chunk; another language
 * has them all in one catalogue (`locales/<tag>.ts`).
 */
export type Catalogue = {
  readonly [K in
    | keyof typeof en
    | keyof typeof embeddedMessages
    | keyof typeof namespaceMessages
    | keyof typeof guideMessages
    | keyof typeof sendMessages
    | keyof typeof swapMessages
    | keyof typeof nftMessages]: string
}
