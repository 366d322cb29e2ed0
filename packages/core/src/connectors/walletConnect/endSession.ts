import { RelayTimeoutError, withTimeout } from '@latch/protocol'
import type { SignClient } from '@latch/protocol/client'
import { WalletConnectDisconnectError } from './guardErrors.js'

/** How long the relay has to take a session's delete. */
const SESSION_DELETE_WAIT_MS = 5_000

/**
 * Ends session `topic`: sends the wallet wc_sessionDelete and forgets the
 * session in the Sign client, which it does whatever the relay answers.
 * Rejects with WalletConnectDisconnectError when the relay refuses the
 * delete, cannot be reached, or has not taken it within 5 s (a relay that
 * is down is retried for a minute), so that core reports the failure.
 */
export async function endSession(
  client: SignClient,
  topic: string,
): Promise<void> {
  try {
    await withTimeout(() => client.disconnect({ topic }), {
      timeout: SESSION_DELETE_WAIT_MS,
      errorInstance: new RelayTimeoutError({
        method: 'irn_publish',
        timeout: SESSION_DELETE_WAIT_MS,
      }),
    })
  } catch (cause) {
    throw new WalletConnectDisconnectError({ cause })
  }
}
