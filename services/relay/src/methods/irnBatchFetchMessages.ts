import type { MethodHandler } from '../core/RelayOperations.js'
import { readTopics } from '../core/readParams.js'
import { fetchPage } from './fetchPage.js'

/**
 * `irn_batchFetchMessages {topics}` (≤ maxBatchSize) → `{messages,
 * hasMore}` over all topics, each topic once, one page at a time
 * (`fetchPage`).
 */
export const irnBatchFetchMessages: MethodHandler = async (
  ops,
  connection,
  params,
) =>
  fetchPage(ops, connection, readTopics(params.topics, ops.limits.maxBatchSize))
