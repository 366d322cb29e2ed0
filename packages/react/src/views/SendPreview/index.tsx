import { formatNumber } from '@latch/common'
import {
  goBack,
  popTransactionStack,
  pushTransactionStack,
  sendToken,
  showToast,
} from '@latch/core'
import { useRef, useState } from 'react'
import { useConfig } from '../../hooks/useConfig.js'
import { useLatchNetwork } from '../../hooks/useLatchNetwork.js'
import { useLocale } from '../../hooks/useLocale.js'
import { useStyles } from '../../internal/useStyles.js'
import { format } from '../../messages/format.js'
import { useMessages } from '../../messages/useMessages.js'
import { ErrorMessage } from '../../modal/ErrorMessage.js'
import type { RouteProps } from '../../modal/routes.js'
import { formatFee } from '../Send/formatFee.js'
import { sendErrorText } from '../Send/sendErrorText.js'
import { sendCss } from '../Send/styles.js'
import { useSendFee } from '../Send/useSendFee.js'
import { useSendState } from '../Send/useSendState.js'

/**
 * The send, summed up before the wallet is asked: amount, receiver,
 * network and fee. Send asks the wallet once (a second click while it
 * waits does nothing); success returns to Account through the transaction
 * stack, and a refusal or failure says why and stays here.
 */
export default function SendPreviewView(_: RouteProps<'SendPreview'>) {
  useStyles('send', sendCss)
  const config = useConfig()
  const messages = useMessages()
  const { locale } = useLocale()
  const { caipNetwork, chainNamespace } = useLatchNetwork()
  const send = useSendState()
  // A successful send clears core's Send state a moment before the stack
  // resets to Account: keep showing what was sent until then.
  const last = useRef(send)
  if (send.token && send.sendTokenAmount && send.receiverAddress)
    last.current = send
  const { token, sendTokenAmount, receiverAddress, receiverProfileName } =
    last.current
  // The EVM fee estimate takes the receiver; Solana's does not need it.
  const fee = useSendFee(
    token,
    chainNamespace === 'eip155'
      ? (receiverAddress as `0x${string}` | undefined)
      : undefined,
  )
  const [failure, setFailure] = useState<string | undefined>(undefined)
  const busy = useRef(false)

  async function confirm() {
    if (busy.current) return
    busy.current = true
    setFailure(undefined)
    pushTransactionStack(config, {
      end: { type: 'reset', route: { view: 'Account' } },
      onSuccess: () =>
        showToast(config, {
          variant: 'success',
          message: messages.transactionSent,
        }),
    })
    try {
      await sendToken(config)
      popTransactionStack(config, { status: 'success' })
    } catch (error) {
      popTransactionStack(config, { status: 'error' })
      const message = sendErrorText(error, messages)
      setFailure(message)
      showToast(config, { variant: 'error', message })
    } finally {
      busy.current = false
    }
  }

  if (!token || !sendTokenAmount || !receiverAddress)
    return (
      <div className="l-stack">
        <ErrorMessage>{messages.amountAndReceiverRequired}</ErrorMessage>
        <button
          type="button"
          className="l-secondary"
          onClick={() => goBack(config)}
        >
          {messages.back}
        </button>
      </div>
    )

  const usd =
    typeof token.price === 'number'
      ? Number(sendTokenAmount) * token.price
      : undefined
  return (
    <div className="l-stack">
      <dl className="l-summary">
        <dt>{messages.youSend}</dt>
        <dd>
          <span className="l-strong">
            {format(messages.tokenValue, {
              amount: sendTokenAmount.trim(),
              symbol: token.symbol,
            })}
          </span>
          {usd !== undefined && (
            <span className="l-muted">
              <br />
              {format(messages.usdValue, { amount: formatNumber(usd, locale) })}
            </span>
          )}
        </dd>
        <dt>{messages.to}</dt>
        <dd>
          {receiverProfileName && (
            <>
              {receiverProfileName}
              <br />
            </>
          )}
          <span className="l-receive-address">{receiverAddress}</span>
        </dd>
        <dt>{messages.network}</dt>
        <dd>{caipNetwork?.name ?? messages.unknownNetwork}</dd>
        <dt>{messages.networkFee}</dt>
        <dd>{formatFee(fee, messages, locale)}</dd>
      </dl>
      <ErrorMessage>{failure}</ErrorMessage>
      <div className="l-actions">
        <button
          type="button"
          className="l-secondary"
          disabled={send.loading}
          onClick={() => goBack(config)}
        >
          {messages.cancel}
        </button>
        <button
          type="button"
          className="l-primary"
          aria-busy={send.loading}
          aria-disabled={send.loading}
          onClick={() => void confirm()}
        >
          {send.loading ? messages.confirmInWallet : messages.send}
        </button>
      </div>
    </div>
  )
}
