import {
  ExecutionRevertedError,
  InsufficientFundsError,
  UserRejectedRequestError,
} from '@latch/common'
import {
  InsufficientSendBalanceError,
  InvalidReceiverAddressError,
  InvalidSendAmountError,
  NameLookupError,
  SendAmountAndReceiverRequiredError,
  SendInProgressError,
  SendTokenRequiredError,
  SendUnsupportedChainError,
} from '@latch/core'
import { describe, expect, it } from 'vitest'
import { en } from '../../messages/en.js'
import { viewMessages } from '../../messages/viewMessages.js'

// The strings a view opened after the click reads (useViewMessages).
const messages = { ...en, ...viewMessages }

import { sendErrorText } from './sendErrorText.js'

const text = (error: unknown) => sendErrorText(error, messages)

describe('sendErrorText', () => {
  it('names every send rule with its catalogue message', () => {
    expect(text(new SendAmountAndReceiverRequiredError())).toBe(
      'An amount and receiver address are required',
    )
    expect(text(new SendTokenRequiredError())).toBe('A token is required')
    expect(text(new SendUnsupportedChainError('solana'))).toBe(
      'Unsupported chain',
    )
    expect(text(new InvalidReceiverAddressError('0x12'))).toBe(
      'Enter an address (0x…) or a name',
    )
    expect(
      text(new InsufficientSendBalanceError({ amount: '2', balance: '1' })),
    ).toBe('Insufficient balance')
    const amount = (reason: 'format' | 'precision' | 'zero') =>
      text(new InvalidSendAmountError({ amount: 'x', decimals: 6, reason }))
    expect(amount('format')).toBe('Enter an amount such as 1.5')
    expect(amount('precision')).toBe('Too many decimals for this token')
    expect(amount('zero')).toBe('Enter an amount above zero')
    expect(text(new NameLookupError('resolve'))).toBe('Error resolving name')
    expect(text(new SendInProgressError())).toBe('Confirm in your wallet…')
  })

  it("turns the wallet's and the chain's answers into catalogue messages", () => {
    expect(text(new UserRejectedRequestError())).toBe('Signature declined')
    expect(text({ code: 4001, message: 'User denied' })).toBe(
      'Signature declined',
    )
    expect(text(new InsufficientFundsError())).toBe(
      'Insufficient funds for the network fee',
    )
    expect(text({ code: 4100 })).toBe('Action not allowed')
    expect(text(new Error('Request timed out after 30 s'))).toBe(
      'The request timed out',
    )
    // Malformed or unknown answers still end in a message.
    for (const odd of [
      new ExecutionRevertedError(),
      undefined,
      null,
      'boom',
      42,
      {},
    ])
      expect(text(odd)).toBe('Something went wrong')
  })
})
