import { describe, expect, it } from 'vitest'
import { EmbeddedDependencyLoadError } from './EmbeddedDependencyLoadError.js'
import {
  AuthConnectorNotFoundError,
  EmailCooldownError,
  EmbeddedRequestAbortedError,
  EmbeddedRpcNotAllowedError,
  EmbeddedSessionExpiredError,
  EmbeddedUnverifiedDomainError,
  EmbeddedWalletError,
  EmbeddedWalletLoadError,
  EmbeddedWalletTimeoutError,
  InvalidEmailError,
  InvalidOtpError,
  InvalidSocialProviderError,
  SocialLoginCancelledError,
} from './errors.js'

describe('embedded wallet errors (SPEC §8 messages)', () => {
  it('have the catalogue short messages', () => {
    const errors = [
      new EmbeddedWalletLoadError(),
      new EmbeddedWalletTimeoutError({ request: 'CONNECT_OTP' }),
      new EmbeddedSessionExpiredError(),
      new EmbeddedRpcNotAllowedError({ method: 'eth_sign2' }),
      new EmbeddedDependencyLoadError(),
      new EmbeddedRequestAbortedError(),
      new EmbeddedUnverifiedDomainError(),
      new EmbeddedWalletError('Invalid code'),
      new EmailCooldownError(12),
      new InvalidEmailError(),
      new InvalidOtpError(),
      new InvalidSocialProviderError('myspace'),
      new SocialLoginCancelledError(),
      new AuthConnectorNotFoundError(),
    ]
    expect(errors.map((e) => [e.name, e.shortMessage])).toMatchInlineSnapshot(`
      [
        [
          "EmbeddedWalletLoadError",
          "Network Error - Could not load embedded wallet",
        ],
        [
          "EmbeddedWalletTimeoutError",
          "Embedded Wallet Request Timed Out",
        ],
        [
          "EmbeddedSessionExpiredError",
          "Session Expired",
        ],
        [
          "EmbeddedRpcNotAllowedError",
          "Requested RPC call is not allowed",
        ],
        [
          "EmbeddedDependencyLoadError",
          "Unable to load email login dependency",
        ],
        [
          "EmbeddedRequestAbortedError",
          "Request was aborted",
        ],
        [
          "EmbeddedUnverifiedDomainError",
          "Invalid App Configuration",
        ],
        [
          "EmbeddedWalletError",
          "Invalid code",
        ],
        [
          "EmailCooldownError",
          "Please try again after 12 seconds",
        ],
        [
          "InvalidEmailError",
          "Invalid e-mail address",
        ],
        [
          "InvalidOtpError",
          "Invalid one-time code",
        ],
        [
          "InvalidSocialProviderError",
          "Unsupported social provider",
        ],
        [
          "SocialLoginCancelledError",
          "Social login was cancelled",
        ],
        [
          "AuthConnectorNotFoundError",
          "Address or auth connector not found",
        ],
      ]
    `)
  })

  it('carry details and the docs link', () => {
    expect(
      new EmbeddedRpcNotAllowedError({ method: 'eth_foo' }).message,
    ).toMatchInlineSnapshot(`
        "Requested RPC call is not allowed

        Docs: https://latch.dev/docs/core/connectors/auth
        Details: Method eth_foo.
        Version: @latch/common@0.1.0"
      `)
    expect(new SocialLoginCancelledError({ blocked: true }).details).toBe(
      'The browser blocked the login popup.',
    )
  })
})
