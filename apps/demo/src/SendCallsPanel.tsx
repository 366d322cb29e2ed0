import { devAccounts } from '@latch/devnet'
import { useCallsStatus, useSendCalls } from '@latch/react'
import { useId } from 'react'
import { messages } from './messages.js'

// Two plain ETH transfers to dev accounts 8 and 9 (0.01 and 0.02 ETH).
const calls = [
  { to: devAccounts[8]!.address, value: 10n ** 16n },
  { to: devAccounts[9]!.address, value: 2n * 10n ** 16n },
] as const

/** EIP-5792: sends a batch of two transfers and shows its status. */
export function SendCallsPanel() {
  const headingId = useId()
  const send = useSendCalls()
  const batch = useCallsStatus({ id: send.data?.id, pollingInterval: 500 })
  const result = send.isError
    ? messages.signatureError(
        String(
          (send.error as { code?: unknown } | null)?.code ??
            messages.unknownCode,
        ),
        send.error?.shortMessage ?? '',
      )
    : (send.data?.id ?? messages.none)
  const status = batch.data
    ? messages.callsStatus(batch.data.statusCode, batch.data.status)
    : messages.none
  return (
    <section aria-labelledby={headingId} className="panel">
      <h2 id={headingId}>{messages.callsHeading}</h2>
      <button
        type="button"
        aria-busy={send.isPending}
        onClick={() => send.sendCalls({ calls: [...calls] })}
      >
        {messages.sendCalls}
      </button>
      <output aria-label={messages.callsResultLabel}>{result}</output>
      <output aria-label={messages.callsStatusLabel}>{status}</output>
    </section>
  )
}
