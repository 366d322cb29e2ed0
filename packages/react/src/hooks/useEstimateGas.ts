import {
  type EstimateGasParameters,
  type EstimateGasReturnType,
  estimateGas,
} from '@latch/core'
import {
  type ActionQueryResult,
  queryKey,
  useActionQuery,
} from '../internal/useActionQuery.js'

export type UseEstimateGasReturnType = ActionQueryResult<EstimateGasReturnType>

/**
 * Estimates gas for `parameters` whenever they change (idle while
 * undefined). https://latch.dev/docs/react/hooks/useEstimateGas
 */
export function useEstimateGas(
  parameters: EstimateGasParameters | undefined,
): UseEstimateGasReturnType {
  return useActionQuery(
    parameters ? queryKey(parameters) : undefined,
    (config) => estimateGas(config, parameters as EstimateGasParameters),
  )
}
