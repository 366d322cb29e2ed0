import { DEMO_TOKEN_ADDRESS, devAccounts } from '@latch/devnet'
import { useCallsStatus, useLatchNetwork, useSendCalls } from '@latch/react'
import { useId, useState } from 'react'
import { encodeFunctionData, erc20Abi } from 'viem'
import { messages } from './messages.js'

// Two plain ETH transfers to dev accounts 8 and 9 (0.01 and 0.02 ETH).
const calls = [
  { to: devAccounts[8]!.address, value: 10n ** 16n },
  { to: devAccounts[9]!.address, value: 2n * 10n ** 16n },
] as const

// 0.01 ETH to dev account 8 and 1 LDT to dev account 9, in one go.
const mixedCalls = [
  { to: devAccounts[8]!.address, value: 10n ** 16n },
  {
    to: DEMO_TOKEN_ADDRESS,
    data: encodeFunctionData({
      abi: erc20Abi,
      functionName: 'transfer',
      args: [devAccounts[9]!.address, 10n ** 18n],
    }),
  },
] as const

type Props = {
  /**
   * The host's ERC-7677 paymaster on a chain (the API's /v1/paymaster for
   * the demo's project), when the page may ask the wallet to let it pay
   * the gas.
   */
  paymasterUrl?: ((chainId: number) => string) | undefined
}

/**
 * EIP-5792: sends a batch (two ETH transfers, or ETH and LDT, the gas
 * paid by the app's paymaster when ticked) and shows its status and the
 * transactions that carried it.
 */
export function SendCallsPanel({ paymasterUrl }: Props) {
  const headingId = useId()
  const sponsorId = useId()
  const send = useSendCalls()
  const { chainId } = useLatchNetwork()
  const [sponsored, setSponsored] = useState(false)
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
  const transactions = batch.data?.receipts.length
    ? batch.data.receipts.map((r) => r.transactionHash).join(' ')
    : messages.none
  const sponsor =
    sponsored && paymasterUrl && typeof chainId === 'number'
      ? { paymasterService: { url: paymasterUrl(chainId) } }
      : undefined
  return (
    <section aria-labelledby={headingId} className="panel">
      <h2 id={headingId}>{messages.callsHeading}</h2>
      <div className="buttons">
        <button
          type="button"
          aria-busy={send.isPending}
          onClick={() => send.sendCalls({ calls: [...calls] })}
        >
          {messages.sendCalls}
        </button>
        <button
          type="button"
          aria-busy={send.isPending}
          onClick={() =>
            send.sendCalls({
              calls: [...mixedCalls],
              forceAtomic: true,
              ...(sponsor ? { capabilities: sponsor } : {}),
            })
          }
        >
          {messages.sendMixedCalls}
        </button>
        {paymasterUrl && (
          <label htmlFor={sponsorId}>
            <input
              id={sponsorId}
              type="checkbox"
              checked={sponsored}
              onChange={(event) => setSponsored(event.target.checked)}
            />
            {messages.gasPaidByApp}
          </label>
        )}
      </div>
      <output aria-label={messages.callsResultLabel}>{result}</output>
      <output aria-label={messages.callsStatusLabel}>{status}</output>
      <output aria-label={messages.callsTransactionsLabel}>
        {transactions}
      </output>
    </section>
  )
}
