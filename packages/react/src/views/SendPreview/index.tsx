import { formatNumber } from '@latch/common'
import { addressLabelKey, goBack } from '@latch/core'
import { useRef } from 'react'
import { useAccountDetails } from '../../hooks/useAccountDetails.js'
import { useConfig } from '../../hooks/useConfig.js'
import { useLatchNetwork } from '../../hooks/useLatchNetwork.js'
import { useLocale } from '../../hooks/useLocale.js'
import { formatTokenValue } from '../../internal/formatTokenValue.js'
import { useStyles } from '../../internal/useStyles.js'
import { format } from '../../messages/format.js'
import { useViewMessages } from '../../messages/useViewMessages.js'
import { ErrorMessage } from '../../modal/ErrorMessage.js'
import type { RouteProps } from '../../modal/routes.js'
import { formatFee } from '../Send/formatFee.js'
import { sendCss } from '../Send/styles.js'
import { useConfirmSend } from '../Send/useConfirmSend.js'
import { useSendFee } from '../Send/useSendFee.js'
import { useSendState } from '../Send/useSendState.js'

/**
 * The send, summed up before the wallet is asked: amount, receiver,
 * network and fee (the amount formatted, '9,998.4984 ETH'). Send asks the
 * wallet once (`useConfirmSend`); a refusal or failure says why and stays.
 */
export default function SendPreviewView(_: RouteProps<'SendPreview'>) {
  useStyles('send', sendCss)
  const config = useConfig()
  const messages = useViewMessages()
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
  // The host's label for the receiver (SPEC §3 address labels) comes
  // before the name the receiver was entered with.
  const { addressLabels } = useAccountDetails()
  const receiverName =
    (receiverAddress && addressLabels[addressLabelKey(receiverAddress)]) ||
    receiverProfileName
  // The EVM fee estimate takes the receiver; Solana's does not need it.
  const fee = useSendFee(
    token,
    chainNamespace === 'eip155'
      ? (receiverAddress as `0x${string}` | undefined)
      : undefined,
  )
  const { confirm, failure } = useConfirmSend()

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
            {formatTokenValue(
              sendTokenAmount,
              token.symbol,
              locale,
              messages.tokenValue,
              'amount',
            )}
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
          {receiverName && (
            <>
              {receiverName}
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
