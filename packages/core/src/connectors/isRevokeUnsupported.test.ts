import {
  getProviderError,
  MethodNotFoundRpcError,
  MethodNotSupportedRpcError,
  UnauthorizedProviderError,
  UnsupportedProviderMethodError,
  UserRejectedRequestError,
} from '@latch/common'
import { describe, expect, it } from 'vitest'
import { isRevokeUnsupported } from './isRevokeUnsupported.js'

describe('isRevokeUnsupported (EIP-2255 is optional)', () => {
  it('a wallet without wallet_revokePermissions, or with nothing to revoke', () => {
    for (const error of [
      new UnsupportedProviderMethodError(),
      new MethodNotFoundRpcError(),
      new MethodNotSupportedRpcError(),
      new UnauthorizedProviderError(),
      // As a wallet answers it, read by core's error table.
      getProviderError({ code: 4200, message: 'Unsupported method' }),
      getProviderError({ code: -32601, message: 'Method not found' }),
    ])
      expect(isRevokeUnsupported(error)).toBe(true)
  })

  it('any other answer is the wallet failing to end the connection', () => {
    for (const error of [
      new UserRejectedRequestError(),
      getProviderError({ code: -32603, message: 'Internal error' }),
      getProviderError(new Error('The storage is not available.')),
      { code: '4200' },
      undefined,
      'Unsupported method',
    ])
      expect(isRevokeUnsupported(error)).toBe(false)
  })
})
