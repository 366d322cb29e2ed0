import type { CreateConnectorFn } from '../types/config.js'

/**
 * Identity helper for writing connectors with full type inference.
 * https://latch.dev/docs/core/connectors/createConnector
 */
export function createConnector(fn: CreateConnectorFn): CreateConnectorFn {
  return fn
}
