import type { VerifyContext } from '@latch/protocol/client'
import { useId } from 'react'
import { messages } from './messages.js'

/** The host of `url`, or `url` itself when it is not one. */
function hostOf(url: string) {
  try {
    return new URL(url).host || url
  } catch {
    return url
  }
}

/**
 * What Verify says about the app behind a proposal or request (SPEC §3):
 * a verified domain, a domain mismatch, or "cannot verify"; a scam report
 * is an alert the user must acknowledge (`onConfirm`) before approving.
 * Each state is told in words and a symbol, not only by colour.
 */
export function VerifyNotice({
  verified,
  claimedUrl,
  confirmed,
  onConfirm,
}: {
  verified: VerifyContext['verified'] | undefined
  claimedUrl: string
  confirmed: boolean
  onConfirm(confirmed: boolean): void
}) {
  const id = useId()
  const origin = verified?.origin || claimedUrl
  const validation = verified?.validation ?? 'UNKNOWN'
  return (
    <>
      {verified?.isScam && (
        <div className="verify scam" role="alert" aria-labelledby={id}>
          <p id={id}>
            <strong>{messages.verifyScamTitle}</strong>
          </p>
          <p>{messages.verifyScam(hostOf(origin))}</p>
          <label className="confirm">
            <input
              type="checkbox"
              checked={confirmed}
              onChange={(event) => onConfirm(event.target.checked)}
            />
            {messages.verifyScamConfirm}
          </label>
        </div>
      )}
      {validation === 'VALID' && (
        <p className="verify valid" role="status">
          {messages.verifyValid(hostOf(origin))}
        </p>
      )}
      {validation === 'INVALID' && (
        <div className="verify invalid" role="alert">
          <p>
            <strong>{messages.verifyInvalidTitle}</strong>
          </p>
          <p>{messages.verifyInvalid(hostOf(claimedUrl), hostOf(origin))}</p>
        </div>
      )}
      {validation === 'UNKNOWN' && (
        <p className="verify unknown" role="status">
          {messages.verifyUnknown(hostOf(claimedUrl))}
        </p>
      )}
    </>
  )
}
