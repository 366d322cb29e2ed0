import { useSignMessage } from '@latch/react'
import { useId, useState } from 'react'
import { messages } from './messages.js'

/** Finds a numeric/string `code` on an error or along its `cause` chain. */
function errorCode(error: unknown): string {
  let current: unknown = error
  for (let depth = 0; current && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code
    if (typeof code === 'number' || typeof code === 'string') return `${code}`
    current = (current as { cause?: unknown }).cause
  }
  return messages.unknownCode
}

function errorText(error: unknown): string {
  const e = error as { shortMessage?: unknown; message?: unknown }
  const text = e?.shortMessage ?? e?.message
  return messages.signatureError(errorCode(error), String(text ?? error))
}

/** "Sign message" button plus a live region with the signature or error. */
export function SignMessage() {
  const outputId = useId()
  const { signMessage } = useSignMessage()
  const [pending, setPending] = useState(false)
  const [result, setResult] = useState<string>(messages.signatureNone)
  async function sign() {
    setPending(true)
    try {
      setResult(await signMessage({ message: messages.messageToSign }))
    } catch (error) {
      setResult(errorText(error))
    } finally {
      setPending(false)
    }
  }
  return (
    <div className="sign">
      <button
        type="button"
        onClick={() => void sign()}
        aria-busy={pending}
        aria-describedby={outputId}
      >
        {pending ? messages.signing : messages.signMessage}
      </button>
      <output id={outputId} aria-label={messages.signatureLabel}>
        {result}
      </output>
    </div>
  )
}
