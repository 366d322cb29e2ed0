import { useContext } from 'react'
import { LocaleContext } from '../internal/LocaleContext.js'
import { swapMessages } from './swapMessages.js'

export type SwapMessages = {
  readonly [K in keyof typeof swapMessages]: string
}

/**
 * The strings of the Swap and Review swap views (their own chunks), in the
 * UI's language; English while its catalogue loads.
 */
export function useSwapMessages(): SwapMessages {
  return useContext(LocaleContext).catalogue ?? swapMessages
}
