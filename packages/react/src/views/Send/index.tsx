import {
  getMaxSendAmount,
  getTokenBalances,
  prepareSend,
  pushView,
  setSendState,
} from '@latch/core'
import { type FormEvent, useEffect, useId, useState } from 'react'
import { useConfig } from '../../hooks/useConfig.js'
import { useLatchAccount } from '../../hooks/useLatchAccount.js'
import { useLocale } from '../../hooks/useLocale.js'
import { useTokenBalances } from '../../hooks/useTokenBalances.js'
import { formatTokenValue } from '../../internal/formatTokenValue.js'
import { useStyles } from '../../internal/useStyles.js'
import { format } from '../../messages/format.js'
import { useNamespaceMessages } from '../../messages/useNamespaceMessages.js'
import { useSendMessages } from '../../messages/useSendMessages.js'
import { useViewMessages } from '../../messages/useViewMessages.js'
import { ErrorMessage } from '../../modal/ErrorMessage.js'
import type { RouteProps } from '../../modal/routes.js'
import { checkAmount } from './checkAmount.js'
import { formatFee } from './formatFee.js'
import { sendErrorText } from './sendErrorText.js'
import { sendCss } from './styles.js'
import { TokenPicker } from './TokenPicker.js'
import { tokenKey } from './tokenKey.js'
import { useConfirmSend } from './useConfirmSend.js'
import { useReceiver } from './useReceiver.js'
import { useSendFee } from './useSendFee.js'
import { useSendState } from './useSendState.js'

/**
 * Send: pick a token (icon, balance, USD) from the account's balances, an
 * amount (Max keeps the network fee back for the native token, and is
 * cleared when the token changes) and a receiver by address or name. Each
 * field is checked while typing, its error shown once next to it, and the
 * button stays disabled with the reason until the send can go. An external
 * wallet's send is reviewed here first; the embedded wallet's frame shows
 * its own approval, so its send goes straight there (one confirmation).
 */
export default function SendView(_: RouteProps<'Send'>) {
  useStyles('send', sendCss)
  const config = useConfig()
  const messages = useViewMessages()
  const sendMessages = useSendMessages()
  const namespaceMessages = useNamespaceMessages()
  const { locale } = useLocale()
  const { chainNamespace, address, connector } = useLatchAccount()
  const { balances, loading, unavailable } = useTokenBalances()
  const send = useSendState()
  const [receiverInput, setReceiverInput] = useState(
    send.receiverProfileName ?? send.receiverAddress ?? '',
  )
  const [failure, setFailure] = useState<string | undefined>(undefined)
  const [maxed, setMaxed] = useState(false)
  const id = useId()
  const ids = {
    token: `${id}t`,
    amount: `${id}a`,
    amountError: `${id}ae`,
    to: `${id}r`,
    toNote: `${id}rn`,
    fee: `${id}f`,
    reason: `${id}w`,
  }
  const receiver = useReceiver(receiverInput, chainNamespace)
  const solana = chainNamespace === 'solana'
  const embedded = connector?.type === 'AUTH'
  const confirmSend = useConfirmSend()

  useEffect(() => {
    if (address) void getTokenBalances(config)
  }, [config, address])

  // The chosen entry, fresh from the balances; the first one by default.
  const chosen = send.token && tokenKey(send.token)
  const token = balances.find((b) => tokenKey(b) === chosen) ?? balances[0]
  useEffect(() => {
    if (token && send.token !== token) setSendState(config, { token })
  }, [config, token, send.token])
  // SPEC §3: the native balance in USD, which pays the network fee.
  const nativeUsd = balances.find((b) => !b.address)?.value
  useEffect(() => {
    setSendState(config, {
      networkBalanceInUSD:
        typeof nativeUsd === 'number' ? String(nativeUsd) : undefined,
    })
  }, [config, nativeUsd])

  const fee = useSendFee(token, undefined)
  const amount = send.sendTokenAmount ?? ''
  const amountError = checkAmount(amount, token, fee.fee?.fee, messages)
  const invalidReceiver = solana
    ? namespaceMessages.invalidSolanaReceiver
    : messages.invalidReceiver
  const receiverError =
    receiver === 'invalid'
      ? invalidReceiver
      : receiver === 'notFound'
        ? format(sendMessages.noAddressFound, { name: receiverInput.trim() })
        : receiver === 'error'
          ? messages.errorResolvingName
          : undefined
  const receiverNote =
    receiver === 'resolving'
      ? messages.resolvingName
      : receiver === 'resolved' && send.receiverProfileName
        ? format(messages.nameResolvesTo, {
            address: send.receiverAddress ?? '',
          })
        : ''
  // Why the button is disabled: a field's own error (pointed at, not
  // repeated) or what is still missing (written under the button).
  const blockedBy = amountError
    ? ids.amountError
    : receiverError
      ? ids.toNote
      : undefined
  const missing = !token
    ? messages.tokenRequired
    : !amount.trim()
      ? sendMessages.enterAmount
      : receiver === 'empty'
        ? sendMessages.enterReceiver
        : receiver === 'resolving'
          ? messages.resolvingName
          : undefined
  const ready =
    !blockedBy && !missing && !send.loading && receiver === 'resolved'

  function submit(event: FormEvent) {
    event.preventDefault()
    if (!ready) return
    try {
      const { to } = prepareSend({
        chainNamespace,
        token,
        amount,
        receiverAddress: send.receiverAddress,
      })
      setSendState(config, { receiverAddress: to })
      setFailure(undefined)
      if (embedded) void confirmSend.confirm()
      else pushView(config, { view: 'SendPreview' })
    } catch (error) {
      setFailure(sendErrorText(error, messages))
    }
  }

  // SPEC §5: Latch sends on eip155 and Solana; other chains say so.
  if (chainNamespace !== 'eip155' && !solana)
    return <ErrorMessage>{messages.unsupportedChainSend}</ErrorMessage>

  return (
    <form
      className="l-stack"
      noValidate
      onSubmit={submit}
      aria-describedby={ids.fee}
    >
      <span id={ids.token} className="l-strong">
        {messages.token}
      </span>
      <TokenPicker
        labelId={ids.token}
        balances={balances}
        selected={token}
        locale={locale}
        messages={messages}
        emptyText={
          unavailable
            ? messages.tokenBalanceUnavailable
            : loading
              ? messages.loading
              : messages.noTokens
        }
        onSelect={(next) => {
          setFailure(undefined)
          // Max's amount was the old token's: it goes with it.
          if (maxed && next !== token) {
            setMaxed(false)
            setSendState(config, { token: next, sendTokenAmount: undefined })
          } else setSendState(config, { token: next })
        }}
      />

      <label htmlFor={ids.amount} className="l-strong">
        {messages.amount}
      </label>
      <div className="l-send-amount">
        <input
          id={ids.amount}
          className="l-search"
          type="text"
          inputMode="decimal"
          autoComplete="off"
          spellCheck={false}
          placeholder="0.0"
          value={amount}
          aria-invalid={amountError ? true : undefined}
          aria-describedby={amountError ? ids.amountError : undefined}
          onChange={(event) => {
            setFailure(undefined)
            setMaxed(false)
            setSendState(config, { sendTokenAmount: event.target.value })
          }}
        />
        <button
          type="button"
          className="l-secondary"
          disabled={!token}
          onClick={() => {
            if (!token) return
            setMaxed(true)
            setSendState(config, {
              sendTokenAmount: getMaxSendAmount({ token, fee: fee.fee?.fee }),
            })
          }}
        >
          {messages.max}
        </button>
      </div>
      <p
        id={ids.amountError}
        className={`l-send-note ${amountError ? 'l-field-error' : 'l-muted'}`}
        aria-live="polite"
      >
        {amountError ??
          (token &&
            format(messages.balanceOf, {
              amount: formatTokenValue(
                token.quantity.numeric,
                token.symbol,
                locale,
                messages.tokenValue,
              ),
            }))}
      </p>

      <label htmlFor={ids.to} className="l-strong">
        {messages.to}
      </label>
      <input
        id={ids.to}
        className="l-search"
        type="text"
        autoComplete="off"
        spellCheck={false}
        placeholder={
          solana
            ? namespaceMessages.solanaReceiverPlaceholder
            : messages.receiverPlaceholder
        }
        value={receiverInput}
        aria-invalid={receiverError ? true : undefined}
        aria-describedby={ids.toNote}
        onChange={(event) => {
          setFailure(undefined)
          setReceiverInput(event.target.value)
        }}
      />
      <p
        id={ids.toNote}
        className={`l-send-note ${receiverError ? 'l-field-error' : 'l-muted'}`}
        aria-live="polite"
      >
        {receiverError ?? receiverNote}
      </p>

      <p id={ids.fee} className="l-muted">
        {messages.networkFee}: {formatFee(fee, messages, locale)}
      </p>
      <ErrorMessage>{failure ?? confirmSend.failure}</ErrorMessage>
      <button
        type="submit"
        className="l-primary"
        disabled={!ready}
        aria-describedby={blockedBy ?? (missing ? ids.reason : undefined)}
      >
        {send.loading
          ? messages.confirmInWallet
          : embedded
            ? messages.send
            : messages.previewSend}
      </button>
      {!blockedBy && missing && (
        <p id={ids.reason} className="l-muted l-send-note">
          {missing}
        </p>
      )}
    </form>
  )
}
