import { useLatchAccount, useSignMessage } from '@latch/react'
import { useId, useState } from 'react'
import { errorText } from './errorText.js'
import { messages } from './messages.js'

/**
 * "Sign message" button plus a live region with the signature or error,
 * for the active namespace: EIP-191 on EVM, ed25519 on Solana (checked
 * here against the account with a lazily loaded verifier), BIP-322 on
 * Bitcoin.
 */
export function SignMessage() {
  const outputId = useId()
  const { signMessage } = useSignMessage()
  const { chainNamespace, address } = useLatchAccount()
  const [pending, setPending] = useState(false)
  const [result, setResult] = useState<string>(messages.signatureNone)
  const [check, setCheck] = useState<string>(messages.none)
  async function sign() {
    setPending(true)
    setCheck(messages.none)
    try {
      const message = messages.messageToSign
      const signature: string = await signMessage({ message })
      setResult(signature)
      if (chainNamespace === 'solana' && address) {
        const { verifySolanaSignature } = await import(
          './solana/verifySolanaSignature.js'
        )
        setCheck(
          verifySolanaSignature({ message, signature, address })
            ? messages.signatureVerified
            : messages.signatureNotVerified,
        )
      }
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
      {chainNamespace === 'solana' && (
        <output aria-label={messages.signatureCheckLabel}>{check}</output>
      )}
    </div>
  )
}
