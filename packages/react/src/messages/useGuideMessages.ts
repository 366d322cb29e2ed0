import { useContext } from 'react'
import { LocaleContext } from '../internal/LocaleContext.js'
import { guideMessages } from './guideMessages.js'

export type GuideMessages = {
  readonly [K in keyof typeof guideMessages]: string
}

/**
 * The strings of the "What is a wallet?" view (its own chunk), in the UI's
 * language; English while its catalogue loads.
 */
export function useGuideMessages(): GuideMessages {
  return useContext(LocaleContext).catalogue ?? guideMessages
}
