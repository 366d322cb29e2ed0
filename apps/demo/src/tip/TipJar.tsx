import { waitForTransactionReceipt } from '@latch/core'
import { DEMO_TOKEN_ADDRESS, demoTokenAbi } from '@latch/devnet'
import {
  useConfig,
  useLatchAccount,
  useLatchNetwork,
  useSendTransaction,
  useWriteContract,
} from '@latch/react'
import { useId, useState } from 'react'
import type { demoNetworks } from '../demoNetworks.js'
import { errorText } from '../errorText.js'
import { messages } from '../messages.js'
import { type SentTip, TipReceipt } from './TipReceipt.js'
import { tipHistory } from './tipHistory.js'
import {
  CREATOR_ADDRESS,
  TIP_AMOUNTS,
  TIP_TOKENS,
  type TipToken,
} from './tipOptions.js'

type Props = { networks: ReturnType<typeof demoNetworks> }

/**
 * The tip form: an amount, ETH or LDT, and a Tip button that asks the
 * connected wallet to pay the creator on an EVM devnet; then the receipt.
 * While it cannot pay (no account, a non-EVM network) the button is
 * disabled and the reason is its description.
 */
export function TipJar({ networks }: Props) {
  const headingId = useId()
  const reasonId = useId()
  const config = useConfig()
  const { isConnected, chainNamespace } = useLatchAccount()
  const { switchNetwork } = useLatchNetwork()
  const sendTransaction = useSendTransaction()
  const writeContract = useWriteContract()
  const [amount, setAmount] = useState<(typeof TIP_AMOUNTS)[number]>(
    TIP_AMOUNTS[0],
  )
  const [token, setToken] = useState<TipToken>('ETH')
  const [pending, setPending] = useState(false)
  const [sent, setSent] = useState<SentTip>()
  const [error, setError] = useState<string>()
  const [devnet] = networks
  const reason = !isConnected
    ? messages.connectFirst
    : chainNamespace !== 'eip155'
      ? messages.tipNeedsEvm(devnet.name)
      : undefined

  async function tip() {
    setPending(true)
    setError(undefined)
    setSent(undefined)
    try {
      const hash =
        token === 'ETH'
          ? await sendTransaction.sendTransactionAsync({
              to: CREATOR_ADDRESS,
              value: amount.value,
            })
          : await writeContract.writeContractAsync({
              address: DEMO_TOKEN_ADDRESS,
              abi: demoTokenAbi,
              functionName: 'transfer',
              args: [CREATOR_ADDRESS, amount.value],
            })
      const tip = { hash, amount: amount.label, symbol: token }
      setSent(tip)
      setPending(false)
      try {
        const receipt = await waitForTransactionReceipt(config, { hash })
        const block = receipt.blockNumber.toString()
        if (receipt.status !== 'success')
          return setSent({ ...tip, block: 'failed' })
        setSent({ ...tip, block })
        tipHistory().add({ ...tip, block })
        window.dispatchEvent(new Event('latch-demo:tip'))
      } catch (caught) {
        setSent({ ...tip, error: errorText(caught) })
      }
    } catch (caught) {
      setError(errorText(caught))
      setPending(false)
    }
  }

  return (
    <section aria-labelledby={headingId} className="card">
      <h2 id={headingId}>{messages.tipHeading}</h2>
      <p>{messages.tipTo(messages.creatorName)}</p>
      <fieldset>
        <legend>{messages.tipAmount}</legend>
        {TIP_AMOUNTS.map((option) => (
          <label key={option.label} className="choice">
            <input
              type="radio"
              name="tip-amount"
              checked={amount === option}
              onChange={() => setAmount(option)}
            />
            {option.label}
          </label>
        ))}
      </fieldset>
      <fieldset>
        <legend>{messages.tipToken}</legend>
        {TIP_TOKENS.map((symbol) => (
          <label key={symbol} className="choice">
            <input
              type="radio"
              name="tip-token"
              checked={token === symbol}
              onChange={() => setToken(symbol)}
            />
            {symbol}
          </label>
        ))}
      </fieldset>
      <div className="buttons">
        <button
          type="button"
          className="primary"
          disabled={reason !== undefined || pending}
          aria-describedby={reason ? reasonId : undefined}
          aria-busy={pending}
          onClick={() => void tip()}
        >
          {pending
            ? messages.tipSending
            : messages.tipSend(amount.label, token)}
        </button>
        {isConnected && chainNamespace !== 'eip155' && (
          <button type="button" onClick={() => void switchNetwork(devnet)}>
            {messages.tipSwitch(devnet.name)}
          </button>
        )}
      </div>
      {reason && (
        <p id={reasonId} className="reason">
          {reason}
        </p>
      )}
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
      {sent && <TipReceipt {...sent} />}
    </section>
  )
}
