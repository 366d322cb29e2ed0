import * as fc from 'fast-check'
import { expect, test } from 'vitest'
import { readRawJsonRpcId } from './readRawJsonRpcId.js'

test('reads the top-level id token', () => {
  expect(readRawJsonRpcId('{"id":12345678901234567890}')).toBe(
    '12345678901234567890',
  )
  expect(readRawJsonRpcId('{ "a": {"id": 1}, "id" : "x\\"y" }')).toBe('"x\\"y"')
  expect(readRawJsonRpcId('{"data":"\\"id\\":3","id":4}')).toBe('4')
  expect(readRawJsonRpcId('{"a":1}')).toBeUndefined()
  expect(readRawJsonRpcId('{"id":')).toBeUndefined()
})

test('agrees with JSON.parse on safe ids; never throws', () => {
  fc.assert(
    fc.property(
      fc.dictionary(fc.string(), fc.jsonValue()),
      fc.oneof(fc.integer(), fc.string()),
      (rest, id) => {
        const text = JSON.stringify({ ...rest, id })
        expect(JSON.parse(readRawJsonRpcId(text) as string)).toEqual(id)
      },
    ),
  )
  fc.assert(
    fc.property(fc.string(), (text) => {
      readRawJsonRpcId(text)
    }),
  )
})
