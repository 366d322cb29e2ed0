import { describe, expect, it } from 'vitest'
import type { TokenBalance } from '../api/types.js'
import {
  SendAmountAndReceiverRequiredError,
  SendTokenRequiredError,
  SendUnsupportedChainError,
} from './errors.js'
import { validateSend } from './validateSend.js'

const eth: TokenBalance = {
  name: 'Ether',
  symbol: 'ETH',
  chainId: 'eip155:31337',
  quantity: { decimals: '18', numeric: '1' },
}
const to = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const ok = {
  chainNamespace: 'eip155',
  token: eth,
  amount: '1',
  receiverAddress: to,
} as const

describe('validateSend (SPEC §5)', () => {
  it('accepts an EVM send with token, amount and receiver', () => {
    expect(() => validateSend(ok)).not.toThrow()
  })

  it.each([
    { amount: undefined },
    { amount: '' },
    { amount: '   ' },
    { receiverAddress: undefined },
    { receiverAddress: '' },
    { amount: '', receiverAddress: '' },
  ])('requires an amount and a receiver address: %o', (patch) => {
    expect(() => validateSend({ ...ok, ...patch })).toThrowError(
      SendAmountAndReceiverRequiredError,
    )
    expect(() => validateSend({ ...ok, ...patch })).toThrowError(
      /^An amount and receiver address are required\n/,
    )
  })

  it('requires a token on EVM chains', () => {
    expect(() => validateSend({ ...ok, token: undefined })).toThrowError(
      SendTokenRequiredError,
    )
    expect(() => validateSend({ ...ok, token: undefined })).toThrowError(
      /^A token is required\n/,
    )
  })

  it('Solana: amount and receiver required; no token means SOL', () => {
    const solana = { ...ok, chainNamespace: 'solana' as const }
    expect(validateSend({ ...solana, token: undefined })).toEqual({
      token: undefined,
      amount: '1',
      receiverAddress: to,
    })
    expect(() =>
      validateSend({ ...solana, token: undefined, amount: ' ' }),
    ).toThrowError(SendAmountAndReceiverRequiredError)
    expect(() =>
      validateSend({ ...solana, receiverAddress: undefined }),
    ).toThrowError(SendAmountAndReceiverRequiredError)
  })

  it.each(['bip122', 'polkadot', 'cosmos', undefined] as const)(
    'answers Unsupported chain for %s, before anything else',
    (chainNamespace) => {
      const call = () =>
        validateSend({
          chainNamespace,
          token: undefined,
          amount: undefined,
          receiverAddress: undefined,
        })
      expect(call).toThrowError(SendUnsupportedChainError)
      expect(call).toThrowError(/^Unsupported chain\n/)
    },
  )

  it('checks amount and receiver before the token', () => {
    expect(() =>
      validateSend({ ...ok, token: undefined, amount: undefined }),
    ).toThrowError(SendAmountAndReceiverRequiredError)
  })

  it('has stable messages', () => {
    expect(new SendTokenRequiredError().message).toMatchInlineSnapshot(`
      "A token is required

      Docs: https://latch.dev/docs/core/actions/sendToken
      Version: @latch/common@0.1.0"
    `)
    expect(
      new SendUnsupportedChainError('solana').message,
    ).toMatchInlineSnapshot(`
      "Unsupported chain

      Namespace: solana.

      Docs: https://latch.dev/docs/core/actions/sendToken
      Version: @latch/common@0.1.0"
    `)
  })
})
