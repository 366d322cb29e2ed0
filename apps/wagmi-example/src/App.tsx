import { ConnectButton } from '@latch/react'
import { useId } from 'react'
import { parseEther } from 'viem'
import {
  useAccount,
  useChains,
  useConnect,
  useDisconnect,
  useSendTransaction,
  useSignMessage,
  useSwitchChain,
} from 'wagmi'
import { messages } from './messages.js'

/** Where the example sends its 0.01 ETH: dev account 9. */
const RECEIVER = '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720'

function Row({ label, value }: { label: string; value: unknown }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>
        {value === undefined || value === '' ? messages.none : String(value)}
      </dd>
    </>
  )
}

/** wagmi's hooks, each wired to one button, and what they return. */
export function App() {
  const headingId = useId()
  const account = useAccount()
  const chains = useChains()
  const { connect, connectors, error: connectError } = useConnect()
  const { disconnect } = useDisconnect()
  const { switchChain, error: switchError } = useSwitchChain()
  const { signMessage, data: signature, error: signError } = useSignMessage()
  const { sendTransaction, data: hash, error: sendError } = useSendTransaction()
  const error = connectError ?? switchError ?? signError ?? sendError
  const other = chains.find((c) => c.id !== account.chainId)
  return (
    <main>
      <h1>{messages.title}</h1>
      <p>{messages.intro}</p>
      <ConnectButton />
      <p>
        {account.status !== 'connected' ? (
          connectors.map((connector) => (
            <button
              key={connector.uid}
              type="button"
              onClick={() => connect({ connector })}
            >
              {messages.connect}
            </button>
          ))
        ) : (
          <>
            {other && (
              <button
                type="button"
                onClick={() => switchChain({ chainId: other.id })}
              >
                {messages.switchTo(other.name)}
              </button>
            )}
            <button
              type="button"
              onClick={() => signMessage({ message: messages.message })}
            >
              {messages.sign}
            </button>
            <button
              type="button"
              onClick={() =>
                sendTransaction({ to: RECEIVER, value: parseEther('0.01') })
              }
            >
              {messages.send}
            </button>
            <button type="button" onClick={() => disconnect()}>
              {messages.disconnect}
            </button>
          </>
        )}
      </p>
      <section aria-labelledby={headingId}>
        <h2 id={headingId}>{messages.values}</h2>
        <dl>
          <Row label="status" value={account.status} />
          <Row label="address" value={account.address} />
          <Row label="chainId" value={account.chainId} />
          <Row label="connector" value={account.connector?.name} />
          <Row label="signature" value={signature} />
          <Row label="hash" value={hash} />
          <Row
            label="error"
            value={error && `${error.name}: ${error.message.split('\n')[0]}`}
          />
        </dl>
      </section>
    </main>
  )
}
