import { describe, expect, it } from 'vitest'
import { parseFrame } from './parseFrame.js'

describe('parseFrame', () => {
  it('reads the SDK’s push ack without a parse, as the full parse reads it', () => {
    for (const id of [
      '1',
      '0',
      '-5',
      '1732876543210123',
      '98765432109876543210',
    ])
      expect(parseFrame(`{"id":${id},"jsonrpc":"2.0","result":true}`)).toEqual({
        type: 'response',
        id,
        ok: true,
      })
    // The same ack spelled otherwise takes the full parse: the same answer.
    expect(parseFrame('{ "id": 7, "jsonrpc": "2.0", "result": true }')).toEqual(
      { type: 'response', id: '7', ok: true },
    )
    expect(parseFrame('{"jsonrpc":"2.0","result":true,"id":7}')).toEqual({
      type: 'response',
      id: '7',
      ok: true,
    })
  })

  it('leaves what is not exactly that ack to the full parse', () => {
    expect(parseFrame('{"id":"7","jsonrpc":"2.0","result":true}')).toEqual({
      type: 'response',
      id: '"7"',
      ok: true,
    })
    expect(
      parseFrame('{"id":7,"jsonrpc":"2.0","error":{"code":1,"message":"x"}}'),
    ).toEqual({ type: 'response', id: '7', ok: false })
    expect(parseFrame('{"id":07,"jsonrpc":"2.0","result":true}')).toMatchObject(
      { type: 'invalid', message: 'Invalid payload: not JSON' },
    )
    expect(parseFrame('{"id":7,"jsonrpc":"2.0","result":true}x')).toMatchObject(
      { type: 'invalid', message: 'Invalid payload: not JSON' },
    )
    expect(
      parseFrame('{"id":1.5,"jsonrpc":"2.0","result":true}'),
    ).toMatchObject({ type: 'invalid' })
  })
})
