import { ProtocolError } from '@latch/common'
import { populateAuthPayload as officialPopulate } from '@walletconnect/utils'
import { describe, expect, it } from 'vitest'
import { formatAuthMessage } from '../../client/formatAuthMessage.js'
import type { AuthPayload } from '../../types/auth.js'
import { buildAuthObject } from './buildAuthObject.js'
import { buildNamespacesFromAuth } from './buildNamespacesFromAuth.js'
import { populateAuthPayload } from './populateAuthPayload.js'
import { createRecap, decodeRecap, encodeRecap, readRecap } from './recap.js'

const payload: AuthPayload = {
  type: 'caip122',
  chains: ['eip155:1', 'eip155:10', 'eip155:137'],
  domain: 'app.example',
  aud: 'https://app.example/login',
  version: '1',
  nonce: 'abcdefgh1234',
  iat: '2026-01-01T00:00:00.000Z',
  statement: 'Sign in',
  resources: [
    'https://app.example/terms',
    encodeRecap(
      createRecap('eip155', ['personal_sign', 'eth_sign', 'wallet_getAssets']),
    ),
  ],
}
const wallet = {
  chains: ['eip155:137', 'eip155:1'],
  methods: ['personal_sign', 'eth_sendTransaction', 'wallet_getAssets'],
}

describe('populateAuthPayload', () => {
  it('keeps the requested chains and ReCap methods the wallet supports', () => {
    const populated = populateAuthPayload({ authPayload: payload, ...wallet })
    expect(populated.chains).toEqual(['eip155:1', 'eip155:137'])
    expect(populated.resources?.[0]).toBe('https://app.example/terms')
    expect(populated.resources).toHaveLength(2)
    const recap = populated.resources?.[1] ?? ''
    expect(readRecap(recap)).toEqual({
      methods: ['personal_sign', 'wallet_getAssets'],
      chains: ['eip155:1', 'eip155:137', 'eip155:1', 'eip155:137'],
    })
    expect(decodeRecap(recap).att.eip155).toEqual({
      'request/personal_sign': [{ chains: ['eip155:1', 'eip155:137'] }],
      'request/wallet_getAssets': [{ chains: ['eip155:1', 'eip155:137'] }],
    })
    expect(populated.statement).toBe(
      "Sign in I further authorize the stated URI to perform the following actions on my behalf: (1) 'request': 'personal_sign', 'wallet_getAssets' for 'eip155'.",
    )
    // The rest of the request is untouched.
    const { chains: _, resources: __, statement: s1, ...rest } = populated
    const { chains: ___, resources: ____, statement: s2, ...asked } = payload
    expect(rest).toEqual(asked)
  })

  it("equals the official SDK's populateAuthPayload", () => {
    const parameters = { authPayload: payload, ...wallet }
    expect(populateAuthPayload(parameters)).toEqual(
      officialPopulate(
        parameters as unknown as Parameters<typeof officialPopulate>[0],
      ),
    )
  })

  it('the signed message and the session carry only the granted methods', () => {
    const populated = populateAuthPayload({ authPayload: payload, ...wallet })
    const iss = 'did:pkh:eip155:1:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
    const message = formatAuthMessage({ request: populated, iss })
    expect(message).toContain(
      "Sign in I further authorize the stated URI to perform the following actions on my behalf: (1) 'request': 'personal_sign', 'wallet_getAssets' for 'eip155'.",
    )
    const cacao = buildAuthObject(populated, { t: 'eip191', s: '0x' }, iss)
    expect(buildNamespacesFromAuth([cacao]).eip155).toMatchObject({
      chains: ['eip155:1', 'eip155:137'],
      methods: ['personal_sign', 'wallet_getAssets'],
    })
  })

  it('without a ReCap only the chains narrow', () => {
    const populated = populateAuthPayload({
      authPayload: { ...payload, resources: undefined },
      ...wallet,
    })
    expect(populated.chains).toEqual(['eip155:1', 'eip155:137'])
    expect(populated.resources).toBeUndefined()
  })

  it('refuses a request for chains or methods it has none of', () => {
    expect(() =>
      populateAuthPayload({
        authPayload: payload,
        chains: ['eip155:31337'],
        methods: wallet.methods,
      }),
    ).toThrow(
      expect.objectContaining({ key: 'UNSUPPORTED_CHAINS', code: 5100 }),
    )
    const error = (() => {
      try {
        populateAuthPayload({
          authPayload: payload,
          chains: wallet.chains,
          methods: ['eth_signTypedData_v4'],
        })
      } catch (e) {
        return e
      }
    })()
    expect(error).toBeInstanceOf(ProtocolError)
    expect(error).toMatchObject({ key: 'UNSUPPORTED_METHODS', code: 5101 })
  })
})
