import {
  type WriteContractParameters,
  type WriteContractReturnType,
  writeContract,
} from '@latch/core'
import {
  type ActionMutationResult,
  useActionMutation,
} from '../internal/useActionMutation.js'

export type UseWriteContractReturnType = ActionMutationResult<
  WriteContractParameters,
  WriteContractReturnType
> & {
  writeContract(parameters: WriteContractParameters): void
  writeContractAsync(
    parameters: WriteContractParameters,
  ): Promise<WriteContractReturnType>
}

const write = (
  config: Parameters<typeof writeContract>[0],
  parameters: WriteContractParameters,
) => writeContract(config, parameters)

/** https://latch.dev/docs/react/hooks/useWriteContract */
export function useWriteContract(): UseWriteContractReturnType {
  const mutation = useActionMutation(write)
  return {
    ...mutation,
    writeContract: mutation.mutate,
    writeContractAsync: mutation.mutateAsync,
  }
}
