import * as fc from 'fast-check'
import { expect, test } from 'vitest'
import { handleRelayFrame } from './handleRelayFrame.js'

function run(frame: unknown) {
  const sent: string[] = []
  const responses: unknown[] = []
  const messages: unknown[] = []
  handleRelayFrame(frame, {
    send: (f) => sent.push(f),
    onResponse: (id, response) => responses.push({ id, ...response }),
    onMessage: (m) => messages.push(m),
  })
  return { sent, responses, messages }
}

test('acks a push echoing a big numeric id byte-exactly', () => {
  const frame =
    '{"id":1795246995523000123,"jsonrpc":"2.0","method":"irn_subscription","params":{"id":"s","data":{"topic":"t","message":"m","publishedAt":1,"tag":1100,"attestation":"a"}}}'
  const { sent, messages } = run(frame)
  expect(sent).toEqual([
    '{"id":1795246995523000123,"jsonrpc":"2.0","result":true}',
  ])
  expect(messages).toEqual([
    { topic: 't', message: 'm', publishedAt: 1, tag: 1100, attestation: 'a' },
  ])
})

test('acks a string id as a string', () => {
  const { sent } = run(
    '{"jsonrpc":"2.0","params":{"data":{"topic":"t","message":"m"}},"method":"irn_subscription","id":"1795246995503907328"}',
  )
  expect(sent).toEqual([
    '{"id":"1795246995503907328","jsonrpc":"2.0","result":true}',
  ])
})

test('responses: result and error, id without quotes', () => {
  expect(run('{"id":"12","jsonrpc":"2.0","result":true}').responses).toEqual([
    { id: '12', result: true },
  ])
  expect(
    run('{"id":12,"jsonrpc":"2.0","error":{"code":3001,"message":"slow down"}}')
      .responses,
  ).toEqual([{ id: '12', error: { code: 3001, message: 'slow down' } }])
})

test('unknown methods get -32601; nested ids are not mistaken', () => {
  const { sent } = run(
    '{"params":{"id":"inner"},"method":"irn_other","id":7,"jsonrpc":"2.0"}',
  )
  expect(sent).toEqual([
    '{"id":7,"jsonrpc":"2.0","error":{"code":-32601,"message":"Method not found"}}',
  ])
})

test('arbitrary frames never throw', () => {
  fc.assert(
    fc.property(fc.oneof(fc.string(), fc.json(), fc.anything()), (frame) => {
      run(frame)
    }),
    { numRuns: 2000 },
  )
})
