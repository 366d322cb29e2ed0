import { expect, test } from 'vitest'
import {
  RelayClosedError,
  RelayConnectionError,
  RelayDisconnectedError,
  RelayError,
  RelayTimeoutError,
} from './relay.js'

test('messages', () => {
  const error = new RelayError({
    method: 'irn_publish',
    code: 3001,
    message: 'Rate limited',
  })
  expect(error.code).toBe(3001)
  expect(error.message).toMatchInlineSnapshot(`
    "The relay refused irn_publish.

    - Code 3001: Rate limited

    Docs: https://latch.dev/docs/protocol/relay#errors
    Details: Rate limited
    Version: @latch/common@0.1.0"
  `)
  expect(
    new RelayTimeoutError({ method: 'irn_subscribe', timeout: 10_000 }).message,
  ).toMatchInlineSnapshot(`
    "The relay did not answer irn_subscribe within 10000 ms.

    Docs: https://latch.dev/docs/protocol/relay#errors
    Version: @latch/common@0.1.0"
  `)
  expect(
    new RelayConnectionError({ url: 'ws://127.0.0.1:1', attempts: 6 }).message,
  ).toMatchInlineSnapshot(`
    "Could not connect to the relay at ws://127.0.0.1:1.

    - Tried 6 times.

    Docs: https://latch.dev/docs/protocol/relay#errors
    Version: @latch/common@0.1.0"
  `)
  expect(
    new RelayDisconnectedError({ code: 1006, reason: '' }).message,
  ).toMatchInlineSnapshot(`
    "The relay connection was lost.

    - Close code 1006

    Docs: https://latch.dev/docs/protocol/relay#errors
    Version: @latch/common@0.1.0"
  `)
  expect(new RelayClosedError().message).toMatchInlineSnapshot(`
    "The relay client is closed.

    Docs: https://latch.dev/docs/protocol/relay
    Version: @latch/common@0.1.0"
  `)
})
