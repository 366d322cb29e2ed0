import { describe, expect, it } from 'vitest'
import { EmbeddedError } from '../http/EmbeddedError.js'
import { parseTransactionRequest } from './parseTransactionRequest.js'

const from = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const to = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'

const refusal = (value: unknown) => {
  try {
    parseTransactionRequest(value, { from })
  } catch (error) {
    if (!(error instanceof EmbeddedError)) throw error
    return { status: error.status, message: error.message }
  }
  throw new Error('accepted')
}

describe('parseTransactionRequest', () => {
  it('reads data (or input) as even-length hex and hex quantities', () => {
    expect(
      parseTransactionRequest(
        { from, to, data: '0xa9059cbb', value: '0x10', gas: '0x5208' },
        { from },
      ),
    ).toEqual({ to, data: '0xa9059cbb', value: 16n, gas: 21_000n })
    expect(parseTransactionRequest({ to, input: '0x' }, { from })).toEqual({
      to,
      data: '0x',
    })
  })

  it.each(['0xabc', '0x1', 'a9059cbb', '0xzz', 42])(
    'refuses contract data %j that is not hex of even length (SPEC §5)',
    (data) => {
      expect(refusal({ to, data })).toEqual({
        status: 400,
        message: 'data must be even-length hex',
      })
      expect(refusal({ to, input: data })).toEqual({
        status: 400,
        message: 'data must be even-length hex',
      })
    },
  )

  it('refuses another sender, a bad receiver, a bad quantity and a non-object', () => {
    expect(refusal({ from: to, to })).toMatchObject({ status: 400 })
    expect(refusal({ to: '0x1234' })).toEqual({
      status: 400,
      message: 'to must be an address',
    })
    expect(refusal({ to, value: '12' })).toEqual({
      status: 400,
      message: 'value must be a hex quantity',
    })
    for (const bad of [null, [], 'tx'])
      expect(refusal(bad)).toEqual({
        status: 400,
        message: 'A transaction object is required',
      })
  })
})
