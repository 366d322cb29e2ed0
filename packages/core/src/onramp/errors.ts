import { defineError } from '@latch/common'

export type OnrampUnavailableErrorType = OnrampUnavailableError
/** A checkout cannot open: no API URL, or no connected account. */
export class OnrampUnavailableError extends defineError(
  'OnrampUnavailableError',
  {
    shortMessage: 'The card on-ramp needs an API and a connected account',
    docsPath: '/core/actions/openOnrampCheckout',
  },
) {}
