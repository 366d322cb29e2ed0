import { formatUnits } from '@latch/common'
import { canBatchAtomically, goBack } from '@latch/core'
import { useRef } from 'react'
import { useCapabilities } from '../../hooks/useCapabilities.js'
import { useConfig } from '../../hooks/useConfig.js'
import { useLatchNetwork } from '../../hooks/useLatchNetwork.js'
import { useLocale } from '../../hooks/useLocale.js'
import { formatTokenValue } from '../../internal/formatTokenValue.js'
import { useStyles } from '../../internal/useStyles.js'
import { format } from '../../messages/format.js'
import { useSwapMessages } from '../../messages/useSwapMessages.js'
import { useViewMessages } from '../../messages/useViewMessages.js'
import { ErrorMessage } from '../../modal/ErrorMessage.js'
import type { RouteProps } from '../../modal/routes.js'
import { sendCss } from '../Send/styles.js'
import { formatBps, formatSwapAmount } from '../Swap/swapFormat.js'
import { swapRouteText } from '../Swap/swapRouteText.js'
import { useConfirmSwap } from '../Swap/useConfirmSwap.js'
import { useSwapQuote } from '../Swap/useSwapQuote.js'
import { useSwapState } from '../Swap/useSwapState.js'

/**
 * What the wallet will be asked to sign: the amounts, the minimum
 * received after slippage, the route, network and fee, and the approve
 * step first when the allowance is short. The quote keeps refreshing
 * until Swap is pressed (`useConfirmSwap` then prices it once more).
 */
export default function SwapPreviewView(_: RouteProps<'SwapPreview'>) {
  useStyles('send', sendCss)
  const config = useConfig()
  const messages = useViewMessages()
  const swapMessages = useSwapMessages()
  const { locale } = useLocale()
  const { caipNetwork, caipNetworkId } = useLatchNetwork()
  const chainNumber = Number(caipNetworkId.split(':')[1])
  const swap = useSwapState()
  // A wallet that batches atomically (the embedded smart account) gets
  // approve and swap as one confirmation (core's swapTokens decides the same).
  const capabilities = useCapabilities({ chainIds: [chainNumber] })
  const batched = canBatchAtomically(capabilities.data, chainNumber)
  const quoted = useSwapQuote(
    swap.fromToken,
    swap.toToken,
    swap.amount,
    swap.slippage,
  )
  // A successful swap clears core's Swap state a moment before the stack
  // resets to Account: keep showing what was swapped until then.
  const last = useRef<typeof quoted>(quoted)
  if (quoted.status === 'success') last.current = quoted
  const quote =
    last.current.status === 'success' ? last.current.quote : undefined
  const { confirm, failure } = useConfirmSwap()
  const busy = swap.step !== undefined

  if (!quote)
    return (
      <div className="l-stack">
        <ErrorMessage>
          {quoted.status === 'error' ? swapMessages.swapQuoteFailed : undefined}
        </ErrorMessage>
        <p className="l-muted" aria-live="polite">
          {quoted.status === 'error' ? '' : swapMessages.swapQuoting}
        </p>
        <button
          type="button"
          className="l-secondary"
          onClick={() => goBack(config)}
        >
          {messages.back}
        </button>
      </div>
    )

  const { fromToken, toToken } = quote
  return (
    <div className="l-stack">
      <dl className="l-summary">
        <dt>{swapMessages.swapFrom}</dt>
        <dd className="l-strong">
          {formatSwapAmount(quote.fromAmount, fromToken, locale, messages)}
        </dd>
        <dt>{swapMessages.swapTo}</dt>
        <dd className="l-strong">
          {formatSwapAmount(quote.toAmount, toToken, locale, messages)}
        </dd>
        <dt>{swapMessages.swapMinimumReceived}</dt>
        <dd>
          {formatSwapAmount(quote.minimumReceived, toToken, locale, messages)}
        </dd>
        <dt>{swapMessages.swapSlippage}</dt>
        <dd>{format(swapMessages.swapPercent, { amount: swap.slippage })}</dd>
        <dt>{swapMessages.swapPriceImpact}</dt>
        <dd>
          {format(swapMessages.swapPercent, {
            amount: formatBps(quote.priceImpactBps, locale),
          })}
        </dd>
        <dt>{swapMessages.swapRoute}</dt>
        <dd>{swapRouteText(quote, locale, swapMessages)}</dd>
        <dt>{messages.network}</dt>
        <dd>{caipNetwork?.name ?? messages.unknownNetwork}</dd>
        <dt>{messages.networkFee}</dt>
        <dd>
          {formatTokenValue(
            formatUnits(quote.networkFee, 18),
            caipNetwork?.nativeCurrency.symbol ?? '',
            locale,
            messages.tokenValue,
            'amount',
          )}
        </dd>
      </dl>
      {quote.needsApproval && (
        <p className="l-muted">
          {format(
            batched
              ? swapMessages.swapApproveInBatch
              : swapMessages.swapApproveFirst,
            {
              amount: formatSwapAmount(
                quote.fromAmount,
                fromToken,
                locale,
                messages,
              ),
            },
          )}
        </p>
      )}
      <ErrorMessage>{failure}</ErrorMessage>
      <div className="l-actions">
        <button
          type="button"
          className="l-secondary"
          disabled={busy}
          onClick={() => goBack(config)}
        >
          {messages.cancel}
        </button>
        <button
          type="button"
          className="l-primary"
          aria-busy={busy}
          aria-disabled={busy}
          onClick={() => void confirm()}
        >
          {swap.step === 'approve'
            ? swapMessages.swapApproving
            : busy
              ? messages.confirmInWallet
              : messages.swap}
        </button>
      </div>
    </div>
  )
}
