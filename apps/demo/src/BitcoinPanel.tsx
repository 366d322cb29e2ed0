import { useConfig, useLatchAccount } from '@latch/react'
import { useId, useState } from 'react'
import { errorText } from './errorText.js'
import { messages } from './messages.js'

/** @latch/bitcoin, loaded when a Bitcoin button is first used. */
const bitcoinActions = () => import('@latch/bitcoin')

/**
 * Bitcoin actions of the connected bip122 account through
 * @latch/bitcoin (lazy): a BIP-322 message signature and a PSBT
 * (one made-up input of the account, see bitcoin/demoPsbt.ts) signed by
 * the wallet. Each result shows in its own output.
 */
export function BitcoinPanel() {
  const headingId = useId()
  const config = useConfig()
  const { address } = useLatchAccount()
  const [busy, setBusy] = useState<'message' | 'psbt' | undefined>()
  const [signature, setSignature] = useState<string>(messages.signatureNone)
  const [psbt, setPsbt] = useState<string>(messages.psbtNone)

  async function signMessage() {
    setBusy('message')
    try {
      const { signBitcoinMessage } = await bitcoinActions()
      setSignature(
        await signBitcoinMessage(config, { message: messages.messageToSign }),
      )
    } catch (error) {
      setSignature(errorText(error))
    } finally {
      setBusy(undefined)
    }
  }

  async function signDemoPsbt() {
    if (!address) return
    setBusy('psbt')
    try {
      const [{ signPsbt, getBitcoinAddresses }, { createDemoPsbt }] =
        await Promise.all([bitcoinActions(), import('./bitcoin/demoPsbt.js')])
      // A taproot input needs the wallet's key; other addresses do not.
      const publicKey = /^(bc1p|tb1p)/i.test(address)
        ? (await getBitcoinAddresses(config)).find((a) => a.address === address)
            ?.publicKey
        : undefined
      const signed = await signPsbt(config, {
        psbt: createDemoPsbt(address, publicKey),
        signInputs: [{ address, index: 0 }],
      })
      setPsbt(signed.psbt)
    } catch (error) {
      setPsbt(errorText(error))
    } finally {
      setBusy(undefined)
    }
  }

  return (
    <section aria-labelledby={headingId} className="panel">
      <h2 id={headingId}>{messages.bitcoinHeading}</h2>
      <div className="buttons">
        <button
          type="button"
          aria-busy={busy === 'message'}
          onClick={() => void signMessage()}
        >
          {messages.signBitcoinMessage}
        </button>
        <button
          type="button"
          aria-busy={busy === 'psbt'}
          onClick={() => void signDemoPsbt()}
        >
          {messages.signPsbt}
        </button>
      </div>
      <dl>
        <dt>{messages.bitcoinSignatureLabel}</dt>
        <dd>
          <output aria-label={messages.bitcoinSignatureLabel}>
            {signature}
          </output>
        </dd>
        <dt>{messages.signedPsbtLabel}</dt>
        <dd>
          <output aria-label={messages.signedPsbtLabel}>{psbt}</output>
        </dd>
      </dl>
    </section>
  )
}
