import { describe, expect, it } from 'vitest'
import { getBlockchainSettings } from './getBlockchainSettings.js'
import { readSwapEnv } from './readSwapEnv.js'

const a = (digit: string) => `0x${digit.repeat(40)}`
const valid = {
  wrappedNative: a('1'),
  uniswapV2: { router: a('2') },
  uniswapV3: { quoter: a('3'), router: a('4'), fees: [500, 3000] },
  tokens: [{ address: a('5'), name: 'Token', symbol: 'TKN', decimals: 6 }],
}

describe('readSwapEnv', () => {
  it('reads LATCH_API_SWAP_<chainId> as swap settings; absent is none', () => {
    const env = { LATCH_API_SWAP_31337: JSON.stringify(valid) }
    expect(readSwapEnv(env, 31337)).toEqual(valid)
    expect(readSwapEnv(env, 31338)).toBeUndefined()
    expect(getBlockchainSettings({ env }).chains.map((c) => c.swap)).toEqual([
      valid,
      undefined,
    ])
  })

  it('throws naming the variable and the field of malformed settings', () => {
    const bad = (value: unknown) => () =>
      readSwapEnv(
        {
          LATCH_API_SWAP_1:
            typeof value === 'string' ? value : JSON.stringify(value),
        },
        1,
      )
    expect(bad('{')).toThrow('LATCH_API_SWAP_1: the value (not JSON)')
    expect(bad({ ...valid, wrappedNative: '0x12' })).toThrow(
      'LATCH_API_SWAP_1: wrappedNative is missing or malformed.',
    )
    expect(bad({ wrappedNative: a('1') })).toThrow('uniswapV2 or uniswapV3')
    expect(
      bad({ ...valid, uniswapV3: { ...valid.uniswapV3, fees: [1.5] } }),
    ).toThrow('uniswapV3.fees')
    expect(
      bad({ ...valid, tokens: [{ address: a('5'), name: 'T', symbol: 'T' }] }),
    ).toThrow('tokens[0]')
  })
})
