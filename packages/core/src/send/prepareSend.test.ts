import { solanaLocalnet } from '@latch/common'
import { describe, expect, it } from 'vitest'
import type { TokenBalance } from '../api/types.js'
import {
  InsufficientSendBalanceError,
  InvalidReceiverAddressError,
  InvalidSendAmountError,
  SendTokenRequiredError,
  SendUnsupportedChainError,
} from './errors.js'
import { prepareSend } from './prepareSend.js'

const sol: TokenBalance = {
  name: 'Solana',
  symbol: 'SOL',
  chainId: solanaLocalnet.caipNetworkId,
  quantity: { decimals: '9', numeric: '2.5' },
}
const ldt: TokenBalance = {
  name: 'Latch Demo Token',
  symbol: 'LDT',
  chainId: solanaLocalnet.caipNetworkId,
  address: `${solanaLocalnet.caipNetworkId}:ArgGAMvAQEEaM1TiehNy83bbL5SACZLvh6BZDHTUvhuQ`,
  quantity: { decimals: '6', numeric: '10' },
}
const receiver = 'AKnL4NNf3DGWZJS6cPknBuEGnVsV4A4m5tgebLHaRSZ9'
const solana = {
  chainNamespace: 'solana',
  token: sol,
  amount: '1.5',
  receiverAddress: receiver,
} as const

describe('prepareSend on solana', () => {
  it('returns the base58 receiver and lamports', () => {
    expect(prepareSend(solana)).toEqual({
      token: sol,
      to: receiver,
      units: 1_500_000_000n,
    })
    expect(
      prepareSend({ ...solana, receiverAddress: ` ${receiver} ` }).to,
    ).toBe(receiver)
  })

  it('SPL amounts use the token decimals', () => {
    expect(
      prepareSend({ ...solana, token: ldt, amount: '0.000001' }).units,
    ).toBe(1n)
    expect(() =>
      prepareSend({ ...solana, token: ldt, amount: '0.0000001' }),
    ).toThrowError(InvalidSendAmountError)
  })

  it.each([
    '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    'alice.latch.id',
    '1'.repeat(31),
    'z'.repeat(45),
    `0${receiver.slice(1)}`,
    `l${receiver.slice(1)}`,
    'not an address',
  ])('refuses the receiver %j', (receiverAddress) => {
    expect(() => prepareSend({ ...solana, receiverAddress })).toThrowError(
      InvalidReceiverAddressError,
    )
    expect(() => prepareSend({ ...solana, receiverAddress })).toThrowError(
      /Solana address/,
    )
  })

  it('more than the balance is refused', () => {
    expect(() =>
      prepareSend({ ...solana, amount: '2.500000001' }),
    ).toThrowError(InsufficientSendBalanceError)
    expect(prepareSend({ ...solana, amount: '2.5' }).units).toBe(2_500_000_000n)
  })

  it('no token: SOL of the network (balance left to the chain), else a token is needed', () => {
    expect(
      prepareSend({ ...solana, token: undefined, network: solanaLocalnet }),
    ).toMatchObject({
      token: {
        symbol: 'SOL',
        chainId: solanaLocalnet.caipNetworkId,
        quantity: { decimals: '9' },
      },
      units: 1_500_000_000n,
    })
    expect(() => prepareSend({ ...solana, token: undefined })).toThrowError(
      SendTokenRequiredError,
    )
  })

  it('bip122 and others: Unsupported chain', () => {
    expect(() =>
      prepareSend({ ...solana, chainNamespace: 'bip122' }),
    ).toThrowError(SendUnsupportedChainError)
  })
})
