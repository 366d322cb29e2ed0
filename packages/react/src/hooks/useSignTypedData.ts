import {
  type SignTypedDataParameters,
  type SignTypedDataReturnType,
  signTypedData,
} from '@latch/core'
import {
  type ActionMutationResult,
  useActionMutation,
} from '../internal/useActionMutation.js'

export type UseSignTypedDataReturnType = ActionMutationResult<
  SignTypedDataParameters,
  SignTypedDataReturnType
> & {
  signTypedData(parameters: SignTypedDataParameters): void
  signTypedDataAsync(
    parameters: SignTypedDataParameters,
  ): Promise<SignTypedDataReturnType>
}

const sign = (
  config: Parameters<typeof signTypedData>[0],
  parameters: SignTypedDataParameters,
) => signTypedData(config, parameters)

/** https://latch.dev/docs/react/hooks/useSignTypedData */
export function useSignTypedData(): UseSignTypedDataReturnType {
  const mutation = useActionMutation(sign)
  return {
    ...mutation,
    signTypedData: mutation.mutate,
    signTypedDataAsync: mutation.mutateAsync,
  }
}
