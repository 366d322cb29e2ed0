import {
  type SignTypedDataParameters,
  type SignTypedDataReturnType,
  signTypedData,
} from '@latch/core'
import {
  actionMutationHook,
  type NamedActionMutation,
} from '../internal/useActionMutation.js'

export type UseSignTypedDataReturnType = NamedActionMutation<
  'signTypedData',
  SignTypedDataParameters,
  SignTypedDataReturnType
>

/** https://latch.dev/docs/react/hooks/useSignTypedData */
export const useSignTypedData: () => UseSignTypedDataReturnType =
  actionMutationHook('signTypedData', signTypedData)
