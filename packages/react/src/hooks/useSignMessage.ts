import { type ChainNamespace, UserRejectedRequestError } from '@latch/common'
import {
  type SignMessageParameters,
  type SignMessageReturnType,
  showToast,
  signMessage,
} from '@latch/core'
import { useMemo } from 'react'
import { usePageMessages } from '../messages/usePageMessages.js'
import { useConfig } from './useConfig.js'

export type UseSignMessageReturnType = {
  /**
   * Asks the wallet of the active namespace (or `namespace`) to sign: a 0x
   * hex signature on eip155, base58 on solana, base64 on bip122. A refusal
   * shows 'Signature declined' and rejects with UserRejectedRequestError
   * (code 4001).
   */
  signMessage<namespace extends ChainNamespace = 'eip155'>(
    parameters: SignMessageParameters<namespace>,
  ): Promise<SignMessageReturnType<namespace>>
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
