import { BaseError } from '@latch/common'

// Apart from ./errors.js: only the formatter throws it, and it loads with
// the formatter (a chunk fetched on sign-in), not with the sign-in flow.

export type SiwxInvalidMessageErrorType = SiwxInvalidMessageError & {
  name: 'SiwxInvalidMessageError'
}
/**
 * A sign-in message field that EIP-4361's grammar (CAIP-122's on other
 * chains) refuses, found before anything is signed: e.g. a line break in
 * the statement, which would add fields of its own to the text.
 */
export class SiwxInvalidMessageError extends BaseError {
  override name = 'SiwxInvalidMessageError'
  /** The refused field, e.g. `statement`. */
  readonly field: string
  constructor({ field, reason }: { field: string; reason: string }) {
    super('The sign-in message is not valid.', {
      details: reason,
      docsPath: '/core/siwx#message',
    })
    this.field = field
  }
}
