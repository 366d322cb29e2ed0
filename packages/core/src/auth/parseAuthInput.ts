import { InvalidEmailError, InvalidOtpError } from './errors.js'
import { isValidEmail } from './isValidEmail.js'

/** The e-mail a user typed, trimmed; InvalidEmailError unless it is valid (SPEC §5). */
export function parseEmail(value: unknown): string {
  const email = typeof value === 'string' ? value.trim() : ''
  if (!isValidEmail(email)) throw new InvalidEmailError()
  return email
}

/** A one-time code, trimmed; InvalidOtpError when empty or over 64 characters (SPEC §5). */
export function parseOtp(value: unknown): string {
  const otp = typeof value === 'string' ? value.trim() : ''
  if (!otp || otp.length > 64) throw new InvalidOtpError()
  return otp
}
