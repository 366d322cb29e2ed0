import {
  popTransactionStack,
  pushTransactionStack,
  sendToken,
  showToast,
} from '@latch/core'
import { useRef, useState } from 'react'
import { useConfig } from '../../hooks/useConfig.js'
import { useLatchNetwork } from '../../hooks/useLatchNetwork.js'
import { transactionUrl } from '../../internal/transactionUrl.js'
import { format } from '../../messages/format.js'
import { useSendMessages } from '../../messages/useSendMessages.js'
import { useViewMessages } from '../../messages/useViewMessages.js'
import { sendErrorText } from './sendErrorText.js'

/**
 * Sends what core's Send state holds, once (a second call while the wallet
 * waits does nothing): success returns to Account through the transaction
 * stack with a toast linking to the transaction (on the network's explorer
 * when it has one); a refusal or failure gives the reason (`failure`) and
 * an error toast, and stays.
 */
export function useConfirmSend() {
  const config = useConfig()
  const messages = useViewMessages()
  const sendMessages = useSendMessages()
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
      const { hash } = await sendToken(config)
      popTransactionStack(config, { status: 'success' })
      const url = transactionUrl(caipNetwork, hash)
      showToast(config, {
        variant: 'success',
        message: messages.transactionSent,
        link: url && {
          href: url.href,
          label: format(sendMessages.viewOnExplorer, { explorer: url.name }),
        },
        // Long enough to follow the link.
        ...(url && { duration: 8_000 }),
      })
    } catch (error) {
      popTransactionStack(config, { status: 'error' })
      const message = sendErrorText(error, messages)
      setFailure(message)
      showToast(config, { variant: 'error', message })
    } finally {
      busy.current = false
    }
  }
  return { confirm, failure }
}
