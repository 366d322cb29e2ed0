import {
  dataKey,
  dataLifetime,
  type EstimateGasParameters,
  type EstimateGasReturnType,
  estimateGas,
} from '@latch/core'
import { type DataQueryResult, useDataQuery } from '../internal/useDataQuery.js'

export type UseEstimateGasReturnType = DataQueryResult<EstimateGasReturnType>

/**
 * Estimates gas for `parameters` whenever they change (idle while
 * undefined), as the data layer's `gasEstimate` entry of those parameters.
 * https://latch.dev/docs/react/hooks/useEstimateGas
 */
export function useEstimateGas(
  parameters: EstimateGasParameters | undefined,
): UseEstimateGasReturnType {
  return useDataQuery(
    parameters ? dataKey('gasEstimate', '', parameters) : undefined,
    (config) => estimateGas(config, parameters as EstimateGasParameters),
    { lifetime: dataLifetime.gasEstimate },
  )
}
