import { UserRejectedRequestError } from '@latch/common'
import { type SignMessageParameters, showToast, signMessage } from '@latch/core'
import { useMemo } from 'react'
import { usePageMessages } from '../messages/usePageMessages.js'
import { useConfig } from './useConfig.js'

export type UseSignMessageReturnType = {
  /**
   * Asks the wallet to sign. A refusal shows 'Signature declined' and
   * rejects with UserRejectedRequestError (code 4001).
   */
  signMessage(parameters: SignMessageParameters): Promise<`0x${string}`>
}

/** https://latch.dev/docs/react/hooks/useSignMessage */
export function useSignMessage(): UseSignMessageReturnType {
  const config = useConfig()
  const messages = usePageMessages()
  return useMemo(
    () => ({
      async signMessage(parameters) {
        try {
          return await signMessage(config, parameters)
        } catch (error) {
          if (
            (error as { code?: unknown }).code === UserRejectedRequestError.code
          )
            showToast(config, {
              variant: 'error',
              message: messages.signatureDeclined,
            })
          throw error
        }
      },
    }),
    [config, messages],
  )
}
