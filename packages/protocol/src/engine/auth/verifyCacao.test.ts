import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { formatAuthMessage } from '../../client/formatAuthMessage.js'
import { buildAuthObject } from './buildAuthObject.js'
import { buildNamespacesFromAuth } from './buildNamespacesFromAuth.js'
import { createRecap, encodeRecap } from './recap.js'
import { validateCacao } from './validateCacao.js'
import { verifyCacao } from './verifyCacao.js'

const account = privateKeyToAccount(`0x${'11'.repeat(32)}`)
const payload = {
  type: 'caip122' as const,
  chains: ['eip155:1'],
  domain: 'localhost:3000',
  aud: 'http://localhost:3000/login',
  version: '1' as const,
  nonce: 'abc123',
  iat: '2026-01-01T00:00:00.000Z',
  statement: 'Sign in',
  resources: [encodeRecap(createRecap('eip155', ['personal_sign']))],
}

describe('verifyCacao', () => {
  it('recovers an eip191 signature made by viem', async () => {
    const iss = `did:pkh:eip155:1:${account.address}`
    const message = formatAuthMessage({ request: payload, iss })
    expect(message).toContain(
      `localhost:3000 wants you to sign in with your Ethereum account:\n${account.address}\n\nSign in I further authorize`,
    )
    const signature = await account.signMessage({ message })
    const cacao = buildAuthObject(payload, { t: 'eip191', s: signature }, iss)
    expect(await verifyCacao(cacao)).toBe(true)
    expect(validateCacao(cacao, payload)).toEqual({ valid: true })
    expect(buildNamespacesFromAuth([cacao])).toEqual({
      eip155: {
        accounts: [`eip155:1:${account.address}`],
        chains: ['eip155:1'],
        methods: ['personal_sign'],
        events: ['chainChanged', 'accountsChanged'],
      },
    })
    const forged = { ...cacao, p: { ...cacao.p, nonce: 'other' } }
    expect(await verifyCacao(forged)).toBe(false)
    expect(validateCacao(forged, payload)).toMatchObject({ valid: false })
  })
})
