import { useLatchAccount, useLatchNetwork } from '@latch/react'
import { useId, useState } from 'react'
import type { demoNetworks } from '../demoNetworks.js'
import { messages } from '../messages.js'
import { requestTestFunds } from './requestTestFunds.js'

type Props = {
  networks: ReturnType<typeof demoNetworks>
  /** The faucet's URL (VITE_FAUCET_URL); unset outside the demo stack. */
  faucetUrl: string | undefined
}

/**
 * "Get test funds": the demo stack's faucet sends 1 ETH and 100 LDT on
 * Latch Devnet, or 1 SOL on Solana Local, to the connected account. The
 * button says why it is disabled when it is.
 */
export function TestFunds({ networks, faucetUrl }: Props) {
  const headingId = useId()
  const reasonId = useId()
  const { address, isConnected } = useLatchAccount()
  const { chainId } = useLatchNetwork()
  const [pending, setPending] = useState(false)
  const [result, setResult] = useState<{ ok: boolean; text: string }>()
  const [devnet, , solanaLocal] = networks
  const fundable = chainId === devnet.id || chainId === solanaLocal.id
  const reason = !faucetUrl
    ? messages.faucetUnavailable
    : !isConnected || !address
      ? messages.connectFirst
      : !fundable
        ? messages.faucetNotHere
        : undefined
  async function fund() {
    if (!faucetUrl || !address) return
    setPending(true)
    setResult(undefined)
    try {
      const sent = await requestTestFunds(faucetUrl, address)
      setResult({ ok: true, text: messages.faucetSent(sent) })
    } catch (error) {
      setResult({
        ok: false,
        text: messages.faucetFailed((error as Error).message),
      })
    } finally {
      setPending(false)
    }
  }
  return (
    <section aria-labelledby={headingId} className="card">
      <h2 id={headingId}>{messages.fundsHeading}</h2>
      <p>{messages.fundsExplain}</p>
      <button
        type="button"
        disabled={reason !== undefined || pending}
        aria-describedby={reason ? reasonId : undefined}
        aria-busy={pending}
        onClick={() => void fund()}
      >
        {pending ? messages.faucetSending : messages.faucetButton}
      </button>
      {reason && (
        <p id={reasonId} className="reason">
          {reason}
        </p>
      )}
      <p role="status" className={result?.ok === false ? 'error' : undefined}>
        {result?.text}
      </p>
    </section>
  )
}
