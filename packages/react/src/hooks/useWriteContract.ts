import {
  type WriteContractParameters,
  type WriteContractReturnType,
  writeContract,
} from '@latch/core'
import {
  actionMutationHook,
  type NamedActionMutation,
} from '../internal/useActionMutation.js'

export type UseWriteContractReturnType = NamedActionMutation<
  'writeContract',
  WriteContractParameters,
  WriteContractReturnType
>

/** https://latch.dev/docs/react/hooks/useWriteContract */
export const useWriteContract: () => UseWriteContractReturnType =
  actionMutationHook('writeContract', writeContract)
