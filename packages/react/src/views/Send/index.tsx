import { formatBalance } from '@latch/common'
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
import { useStyles } from '../../internal/useStyles.js'
import { format } from '../../messages/format.js'
import { useMessages } from '../../messages/useMessages.js'
import { useNamespaceMessages } from '../../messages/useNamespaceMessages.js'
import { ErrorMessage } from '../../modal/ErrorMessage.js'
import type { RouteProps } from '../../modal/routes.js'
import { formatFee } from './formatFee.js'
import { sendErrorText } from './sendErrorText.js'
import { sendCss } from './styles.js'
import { tokenKey } from './tokenKey.js'
import { useReceiver } from './useReceiver.js'
import { useSendFee } from './useSendFee.js'
import { useSendState } from './useSendState.js'

/**
 * Send: pick a token from the account's balances, an amount (Max keeps
 * the network fee back for the native token) and a receiver by address or
 * name; shows the network fee; checks the send rules before the preview.
 */
export default function SendView(_: RouteProps<'Send'>) {
  useStyles('send', sendCss)
  const config = useConfig()
  const messages = useMessages()
  const namespaceMessages = useNamespaceMessages()
  const { locale } = useLocale()
  const { chainNamespace, address } = useLatchAccount()
  const { balances, loading, unavailable } = useTokenBalances()
  const send = useSendState()
  const [receiverInput, setReceiverInput] = useState(
    send.receiverProfileName ?? send.receiverAddress ?? '',
  )
  const [failure, setFailure] = useState<string | undefined>(undefined)
  const ids = { token: useId(), amount: useId(), to: useId(), fee: useId() }
  const receiver = useReceiver(receiverInput, chainNamespace)
  const solana = chainNamespace === 'solana'

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

  function submit(event: FormEvent) {
    event.preventDefault()
    try {
      const { to } = prepareSend({
        chainNamespace,
        token,
        amount,
        receiverAddress:
          receiver === 'resolved' ? send.receiverAddress : receiverInput,
      })
      setSendState(config, { receiverAddress: to })
      setFailure(undefined)
      pushView(config, { view: 'SendPreview' })
    } catch (error) {
      const text = sendErrorText(error, messages)
      setFailure(
        receiver === 'notFound'
          ? messages.nameNotFound
          : receiver === 'resolving'
            ? messages.resolvingName
            : solana && text === messages.invalidReceiver
              ? namespaceMessages.invalidSolanaReceiver
              : text,
      )
    }
  }

  // SPEC §5: Latch sends on eip155 and Solana; other chains say so.
  if (chainNamespace !== 'eip155' && !solana)
    return <ErrorMessage>{messages.unsupportedChainSend}</ErrorMessage>

  const receiverNote =
    receiver === 'resolving'
      ? messages.resolvingName
      : receiver === 'notFound'
        ? messages.nameNotFound
        : receiver === 'error'
          ? messages.errorResolvingName
          : receiver === 'resolved' && send.receiverProfileName
            ? format(messages.nameResolvesTo, {
                address: send.receiverAddress ?? '',
              })
            : ''

  return (
    <form
      className="l-stack"
      noValidate
      onSubmit={submit}
      aria-describedby={ids.fee}
    >
      <label htmlFor={ids.token} className="l-strong">
        {messages.token}
      </label>
      <select
        id={ids.token}
        className="l-search"
        value={token ? tokenKey(token) : ''}
        disabled={balances.length === 0}
        onChange={(event) => {
          setFailure(undefined)
          const next = balances.find((b) => tokenKey(b) === event.target.value)
          setSendState(config, { token: next })
        }}
      >
        {balances.length === 0 && (
          <option value="">
            {unavailable
              ? messages.tokenBalanceUnavailable
              : loading
                ? messages.loading
                : messages.noTokens}
          </option>
        )}
        {balances.map((b) => (
          <option key={tokenKey(b)} value={tokenKey(b)}>
            {`${b.symbol} · ${formatBalance(b.quantity.numeric, locale)}`}
          </option>
        ))}
      </select>

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
          onChange={(event) => {
            setFailure(undefined)
            setSendState(config, { sendTokenAmount: event.target.value })
          }}
        />
        <button
          type="button"
          className="l-secondary"
          disabled={!token}
          onClick={() =>
            token &&
            setSendState(config, {
              sendTokenAmount: getMaxSendAmount({ token, fee: fee.fee?.fee }),
            })
          }
        >
          {messages.max}
        </button>
      </div>
      {token && (
        <p className="l-muted">
          {format(messages.balanceOf, {
            amount: format(messages.tokenValue, {
              amount: formatBalance(token.quantity.numeric, locale),
              symbol: token.symbol,
            }),
          })}
        </p>
      )}

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
        aria-invalid={
          receiver === 'invalid' || receiver === 'notFound' ? true : undefined
        }
        onChange={(event) => {
          setFailure(undefined)
          setReceiverInput(event.target.value)
        }}
      />
      <p className="l-muted l-send-note" aria-live="polite">
        {receiver !== 'invalid'
          ? receiverNote
          : solana
            ? namespaceMessages.invalidSolanaReceiver
            : messages.invalidReceiver}
      </p>

      <p id={ids.fee} className="l-muted">
        {messages.networkFee}: {formatFee(fee, messages, locale)}
      </p>
      <ErrorMessage>{failure}</ErrorMessage>
      <button type="submit" className="l-primary">
        {messages.previewSend}
      </button>
    </form>
  )
}
