import { relayMethods } from '../methods/relayMethods.js'
import { formatError, formatResult } from '../rpc/formatResponse.js'
import { parseFrame } from '../rpc/parseFrame.js'
import { RelayRpcError } from '../rpc/RelayRpcError.js'
import { relayErrorCodes } from '../rpc/relayErrorCodes.js'
import type { Delivery } from './createDelivery.js'
import type { FairQueue } from './createFairQueue.js'
import type { SocketOutput } from './createSocketOutput.js'
import { fairKey, largeFrameChars } from './fairShare.js'
import type { RelayConnection } from './RelayConnection.js'
import type { MethodResult, RelayOperations } from './RelayOperations.js'
import type { RelayLimits } from './types.js'

/**
 * Handles one frame; returns a promise only when it went asynchronous.
 * May throw or reject when sending or reporting fails.
 */
export type FrameHandler = (
  connection: RelayConnection,
  text: string,
) => Promise<void> | void

export type CreateFrameHandlerParameters = {
  limits: Pick<RelayLimits, 'maxFrameBytes'>
  operations: RelayOperations
  send: SocketOutput['send']
  acknowledge: Delivery['acknowledge']
  /** Where large answers (fetch pages) are sent from. */
  fair: FairQueue
  onError: (error: unknown) => void
}

/**
 * One frame of one socket, start to end: parse it, refuse what is too
 * large or malformed, take a response as an ack, look the method up in
 * `relayMethods`, run it and send its answer (or its error) before its
 * `after` work (the fan-out). Synchronous whenever the method is; a large
 * answer (a fetch page) is sent, and its `after` run, in a turn of its
 * caller's IP (`fair`), so many pages of one address do not go out in one
 * stretch ahead of everyone else's frames.
 */
export function createFrameHandler({
  limits,
  operations,
  send,
  acknowledge,
  fair,
  onError,
}: CreateFrameHandlerParameters): FrameHandler {
  function fail(connection: RelayConnection, id: string, error: unknown) {
    if (error instanceof RelayRpcError) {
      send(connection, formatError(id, error.code, error.message, error.data))
      return
    }
    onError(error)
    send(
      connection,
      formatError(id, relayErrorCodes.internal, 'Internal error'),
    )
  }

  function answer(
    connection: RelayConnection,
    id: string,
    { result, after }: MethodResult,
  ): Promise<void> | void {
    const text = formatResult(id, result)
    if (text.length <= largeFrameChars)
      return sendThen(connection, id, text, after)
    return fair.run(fairKey(connection), () =>
      sendThen(connection, id, text, after),
    )
  }

  /** Sends an answer, then runs its `after` work. */
  function sendThen(
    connection: RelayConnection,
    id: string,
    text: string,
    after: MethodResult['after'],
  ): Promise<void> | void {
    send(connection, text)
    if (!after) return
    try {
      const done = after()
      if (done)
        return done.catch((error: unknown) => fail(connection, id, error))
    } catch (error) {
      fail(connection, id, error)
    }
  }

  return function handleFrame(connection, text) {
    const frame = parseFrame(text)
    // A UTF-16 code unit is at most 3 UTF-8 bytes: count only when it matters.
    if (text.length * 3 > limits.maxFrameBytes) {
      const bytes = Buffer.byteLength(text)
      if (bytes > limits.maxFrameBytes) {
        send(
          connection,
          formatError(
            frame.id,
            relayErrorCodes.invalidPayload,
            `Frame too large: ${bytes} bytes, limit ${limits.maxFrameBytes}`,
            'frameSize',
          ),
        )
        return
      }
    }
    if (frame.type === 'invalid') {
      send(connection, formatError(frame.id, frame.code, frame.message))
      return
    }
    if (frame.type === 'response')
      return acknowledge(connection, frame.id, frame.ok)
    const method = Object.hasOwn(relayMethods, frame.method)
      ? relayMethods[frame.method]
      : undefined
    if (!method) {
      send(
        connection,
        formatError(
          frame.id,
          relayErrorCodes.methodNotFound,
          `Method not found: ${frame.method.slice(0, 64)}`,
        ),
      )
      return
    }
    const id = frame.id
    let outcome: Promise<MethodResult> | MethodResult
    try {
      outcome = method(operations, connection, frame.params)
    } catch (error) {
      fail(connection, id, error)
      return
    }
    if (outcome instanceof Promise)
      return outcome.then(
        (result) => answer(connection, id, result),
        (error: unknown) => fail(connection, id, error),
      )
    return answer(connection, id, outcome)
  }
}
