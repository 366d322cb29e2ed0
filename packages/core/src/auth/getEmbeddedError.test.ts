import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  InvalidAppConfigurationError,
  InvalidProjectIdError,
} from '../api/errors.js'
import {
  EmailCooldownError,
  EmbeddedRequestAbortedError,
  EmbeddedRpcNotAllowedError,
  EmbeddedSessionExpiredError,
  EmbeddedUnverifiedDomainError,
  EmbeddedWalletError,
  EmbeddedWalletLoadError,
  EmbeddedWalletTimeoutError,
} from './errors.js'
import { getEmbeddedAlert } from './getEmbeddedAlert.js'
import { getEmbeddedError } from './getEmbeddedError.js'

const map = (message: unknown) =>
  getEmbeddedError({
    message,
    origin: 'https://app.example.com',
    projectId: 'p1',
  })

describe('getEmbeddedError (SPEC §8)', () => {
  it.each([
    [
      'origin not allowed',
      InvalidAppConfigurationError,
      'Invalid App Configuration',
    ],
    [
      'Origin Not Allowed',
      InvalidAppConfigurationError,
      'Invalid App Configuration',
    ],
    [
      'invalid key',
      InvalidProjectIdError,
      'Invalid Project ID - update configuration',
    ],
    [
      'JWT not yet valid',
      EmbeddedUnverifiedDomainError,
      'Invalid App Configuration',
    ],
    [
      'jwt not yet valid (nbf)',
      EmbeddedUnverifiedDomainError,
      'Invalid App Configuration',
    ],
    [
      'Network Error - Could not load embedded wallet',
      EmbeddedWalletLoadError,
      'Network Error - Could not load embedded wallet',
    ],
    [
      'Embedded Wallet Request Timed Out',
      EmbeddedWalletTimeoutError,
      'Embedded Wallet Request Timed Out',
    ],
    ['Session Expired', EmbeddedSessionExpiredError, 'Session Expired'],
    [
      'Requested RPC call is not allowed',
      EmbeddedRpcNotAllowedError,
      'Requested RPC call is not allowed',
    ],
    ['Request was aborted', EmbeddedRequestAbortedError, 'Request was aborted'],
    [
      'Please try again after 17 seconds',
      EmailCooldownError,
      'Please try again after 17 seconds',
    ],
    ['Invalid code', EmbeddedWalletError, 'Invalid code'],
    // The provider answers it as EIP-1193 4001 (see the connector).
    ['Signature declined', EmbeddedWalletError, 'Signature declined'],
  ] as const)('%j → %o', (message, ErrorClass, short) => {
    const error = map(message)
    expect(error).toBeInstanceOf(ErrorClass)
    expect(error.shortMessage).toBe(short)
  })

  it('keeps the cooldown seconds', () => {
    expect(
      (map('Please try again after 9 seconds') as EmailCooldownError).seconds,
    ).toBe(9)
  })

  it('names the page origin and the project in the configuration errors', () => {
    expect(map('origin not allowed').message).toContain(
      'https://app.example.com',
    )
    expect(map('invalid key').message).toContain('p1')
  })

  it('gives a generic error for a message that is missing or not a string', () => {
    for (const message of [undefined, null, 42, {}, ''])
      expect(map(message).shortMessage).toBe('An error occurred')
  })

  it('never throws and bounds what it repeats', () => {
    fc.assert(
      fc.property(fc.anything(), (message) => {
        const error = map(message)
        return error instanceof Error && error.shortMessage.length <= 500
      }),
    )
  })
})

describe('getEmbeddedAlert (SPEC §8 alerts and reports)', () => {
  it('alerts the load failure and reports iframe_load_failed', () => {
    expect(getEmbeddedAlert(new EmbeddedWalletLoadError())).toEqual({
      alert: {
        variant: 'error',
        code: 'IFRAME_LOAD_FAILED',
        message: 'Network Error - Could not load embedded wallet',
      },
      event: 'iframe_load_failed',
    })
  })

  it('alerts a request timeout and reports iframe_request_timeout', () => {
    expect(getEmbeddedAlert(new EmbeddedWalletTimeoutError())).toEqual({
      alert: {
        variant: 'error',
        code: 'IFRAME_REQUEST_TIMEOUT',
        message: 'Embedded Wallet Request Timed Out',
      },
      event: 'iframe_request_timeout',
    })
  })

  it.each([
    ['JWT not yet valid', 'UNVERIFIED_DOMAIN'],
    ['origin not allowed', 'INVALID_APP_CONFIGURATION'],
    ['invalid key', 'INVALID_PROJECT_ID'],
    ['Session Expired', 'SESSION_EXPIRED'],
  ])('alerts the server message %j as %s', (message, code) => {
    expect(getEmbeddedAlert(map(message))?.alert.code).toBe(code)
  })

  it('leaves the errors a view shows itself alone', () => {
    for (const message of [
      'Invalid code',
      'Signature declined',
      'Please try again after 3 seconds',
      'Request was aborted',
      'Requested RPC call is not allowed',
    ])
      expect(getEmbeddedAlert(map(message))).toBeUndefined()
    expect(getEmbeddedAlert(new Error('x'))).toBeUndefined()
    expect(getEmbeddedAlert(undefined)).toBeUndefined()
  })
})
