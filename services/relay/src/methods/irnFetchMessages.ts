import type { MethodHandler } from '../core/RelayOperations.js'
import { readTopic } from '../core/readParams.js'
import { fetchPage } from './fetchPage.js'

/**
 * `irn_fetchMessages {topic}` → `{messages, hasMore}`: the mailbox messages
 * this client has not acked and did not publish, one page at a time
 * (`fetchPage`: at most maxBatchSize messages and maxFetchBytes bytes; the
 * returned messages count as delivered).
 */
export const irnFetchMessages: MethodHandler = async (
  ops,
  connection,
  params,
) => fetchPage(ops, connection, [readTopic(params.topic)])
