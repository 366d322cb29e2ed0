import type { MethodHandler } from '../core/RelayOperations.js'
import { irnBatchFetchMessages } from './irnBatchFetchMessages.js'
import { irnBatchPublish } from './irnBatchPublish.js'
import { irnBatchSubscribe } from './irnBatchSubscribe.js'
import { irnBatchUnsubscribe } from './irnBatchUnsubscribe.js'
import { irnFetchMessages } from './irnFetchMessages.js'
import { irnPublish } from './irnPublish.js'
import { irnSubscribe } from './irnSubscribe.js'
import { irnUnsubscribe } from './irnUnsubscribe.js'
import { wcApproveSession } from './wcApproveSession.js'
import { wcProposeSession } from './wcProposeSession.js'

/** Every method the relay answers (walletconnect-wire.md §5, §11). */
export const relayMethods: Readonly<Record<string, MethodHandler>> = {
  irn_subscribe: irnSubscribe,
  irn_batchSubscribe: irnBatchSubscribe,
  irn_unsubscribe: irnUnsubscribe,
  irn_batchUnsubscribe: irnBatchUnsubscribe,
  irn_publish: irnPublish,
  irn_batchPublish: irnBatchPublish,
  irn_fetchMessages: irnFetchMessages,
  irn_batchFetchMessages: irnBatchFetchMessages,
  wc_proposeSession: wcProposeSession,
  wc_approveSession: wcApproveSession,
}
