import type { embeddedMessages } from './embeddedMessages.js'
import type { embeddedViewMessages } from './embeddedViewMessages.js'
import type { en } from './en.js'
import type { guideMessages } from './guideMessages.js'
import type { namespaceMessages } from './namespaceMessages.js'
import type { nftMessages } from './nftMessages.js'
import type { sendMessages } from './sendMessages.js'
import type { viewMessages } from './viewMessages.js'

/**
 * Every key of the UI's strings: the modal's (`en`, with the page's), the
 * later views' (`viewMessages`), the
 * embedded login's and views', the Solana and Bitcoin parts', the wallet guide's
 * ("What is a wallet?") and Send and Activity's (Swap's are in `swapLocales/`, loaded by Swap). English keeps them in
 * those modules so each ships with its own chunk; another language
 * has them all in one catalogue (`locales/<tag>.ts`).
 */
export type Catalogue = {
  readonly [K in
    | keyof typeof en
    | keyof typeof embeddedMessages
    | keyof typeof embeddedViewMessages
    | keyof typeof namespaceMessages
    | keyof typeof guideMessages
    | keyof typeof sendMessages
    | keyof typeof nftMessages
    | keyof typeof viewMessages]: string
}
