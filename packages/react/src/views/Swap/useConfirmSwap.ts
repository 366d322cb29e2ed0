import {
  popTransactionStack,
  pushTransactionStack,
  showToast,
  swapTokens,
} from '@latch/core'
import { useRef, useState } from 'react'
import { useConfig } from '../../hooks/useConfig.js'
import { useLatchNetwork } from '../../hooks/useLatchNetwork.js'
import { useLocale } from '../../hooks/useLocale.js'
import { transactionUrl } from '../../internal/transactionUrl.js'
import { format } from '../../messages/format.js'
import { useSendMessages } from '../../messages/useSendMessages.js'
import { useSwapMessages } from '../../messages/useSwapMessages.js'
import { useViewMessages } from '../../messages/useViewMessages.js'
import { swapErrorText } from './swapErrorText.js'
import { formatSwapAmount } from './swapFormat.js'

/**
 * Swaps what core's Swap state holds, once (a second call while the wallet
 * waits does nothing): success returns to Account through the transaction
 * stack with a toast naming the amounts and linking to the transaction; a
 * refusal, a revert or a failure gives the reason (`failure`) and an error
 * toast, and stays.
 */
export function useConfirmSwap() {
  const config = useConfig()
  const messages = useViewMessages()
  const sendMessages = useSendMessages()
  const swapMessages = useSwapMessages()
  const { locale } = useLocale()
  const { caipNetwork } = useLatchNetwork()
  const [failure, setFailure] = useState<string | undefined>(undefined)
  const busy = useRef(false)

  async function confirm() {
    if (busy.current) return
    busy.current = true
    setFailure(undefined)
    pushTransactionStack(config, {
      end: { type: 'reset', route: { view: 'Account' } },
    })
    try {
      const { hash, quote } = await swapTokens(config)
      popTransactionStack(config, { status: 'success' })
      const url = transactionUrl(caipNetwork, hash)
      showToast(config, {
        variant: 'success',
        message: format(swapMessages.swapDone, {
          from: formatSwapAmount(
            quote.fromAmount,
            quote.fromToken,
            locale,
            messages,
          ),
          to: formatSwapAmount(quote.toAmount, quote.toToken, locale, messages),
        }),
        link: url && {
          href: url.href,
          label: format(sendMessages.viewOnExplorer, { explorer: url.name }),
        },
        ...(url && { duration: 8_000 }),
      })
    } catch (error) {
      popTransactionStack(config, { status: 'error' })
      const message = swapErrorText(error, messages, swapMessages)
      setFailure(message)
      showToast(config, { variant: 'error', message })
    } finally {
      busy.current = false
    }
  }
  return { confirm, failure }
}
