import { expect, test } from 'vitest'
import { formatJsonRpcError } from './formatJsonRpcError.js'
import { formatJsonRpcRequest } from './formatJsonRpcRequest.js'
import { formatJsonRpcResult } from './formatJsonRpcResult.js'
import { getBigIntRpcId } from './getBigIntRpcId.js'
import { isJsonRpcError } from './isJsonRpcError.js'
import { isJsonRpcRequest } from './isJsonRpcRequest.js'
import { isJsonRpcResponse } from './isJsonRpcResponse.js'
import { isJsonRpcResult } from './isJsonRpcResult.js'
import { payloadId } from './payloadId.js'

test('payloadId: ms * 1000 + 3 digits, safe integer', () => {
  const before = Date.now()
  const id = payloadId()
  expect(Number.isSafeInteger(id)).toBe(true)
  expect(String(id)).toHaveLength(16)
  expect(Math.floor(id / 1000)).toBeGreaterThanOrEqual(before)
})

test('getBigIntRpcId: 19-digit decimal string', () => {
  const before = BigInt(Date.now())
  const id = getBigIntRpcId()
  expect(id).toMatch(/^\d{19}$/)
  expect(BigInt(id) / 1_000_000n >= before).toBe(true)
})

test('format and guards', () => {
  const request = formatJsonRpcRequest('wc_sessionPing', {}, 1)
  expect(JSON.stringify(request)).toBe(
    '{"id":1,"jsonrpc":"2.0","method":"wc_sessionPing","params":{}}',
  )
  expect(formatJsonRpcRequest('m', []).id).toBeTypeOf('number')
  const result = formatJsonRpcResult(1, true)
  expect(JSON.stringify(result)).toBe('{"id":1,"jsonrpc":"2.0","result":true}')
  const error = formatJsonRpcError('7', {
    code: 5000,
    message: 'User rejected.',
  })
  expect(JSON.stringify(error)).toBe(
    '{"id":"7","jsonrpc":"2.0","error":{"code":5000,"message":"User rejected."}}',
  )
  expect(
    formatJsonRpcError(1, { code: 1, message: 'x', data: 'd' }).error,
  ).toEqual({ code: 1, message: 'x', data: 'd' })

  expect(isJsonRpcRequest(request)).toBe(true)
  expect(isJsonRpcRequest(result)).toBe(false)
  expect(isJsonRpcResponse(result)).toBe(true)
  expect(isJsonRpcResponse(error)).toBe(true)
  expect(isJsonRpcResponse(request)).toBe(false)
  expect(isJsonRpcResult(result)).toBe(true)
  expect(isJsonRpcResult(error)).toBe(false)
  expect(isJsonRpcError(error)).toBe(true)
  expect(isJsonRpcError(result)).toBe(false)
  for (const junk of [
    null,
    1,
    'x',
    [],
    {},
    { jsonrpc: '1.0', id: 1, result: 1 },
  ])
    expect(
      [
        isJsonRpcRequest,
        isJsonRpcResponse,
        isJsonRpcResult,
        isJsonRpcError,
      ].some((guard) => guard(junk)),
    ).toBe(false)
})
