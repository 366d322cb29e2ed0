import { defineError } from '@latch/common'

export type LatchProviderNotFoundErrorType = LatchProviderNotFoundError & {
  name: 'LatchProviderNotFoundError'
}

/** A Latch hook or button was rendered outside `<LatchProvider>`. */
export class LatchProviderNotFoundError extends defineError(
  'LatchProviderNotFoundError',
  {
    shortMessage: '`useConfig` must be used within `LatchProvider`.',
    docsPath: '/react/LatchProvider',
    metaMessages: ['Wrap your app in <LatchProvider latch={latch}>.'],
  },
) {}
