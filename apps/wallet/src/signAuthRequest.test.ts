import { devAccounts } from '@latch/devnet'
import { type AuthPayload, verifyCacao } from '@latch/protocol/client'
import { SiweMessage } from 'siwe'
import { verifyMessage } from 'viem'
import { describe, expect, it } from 'vitest'
import { type AuthAnswer, planAuth, signAuthPlan } from './signAuthRequest.js'

const [dev0] = devAccounts as [(typeof devAccounts)[0]]
// A ReCap asking for personal_sign, eth_sign and eth_sendTransaction.
const recap = `urn:recap:${btoa(
  JSON.stringify({
    att: {
      eip155: {
        'request/eth_sendTransaction': [{}],
        'request/eth_sign': [{}],
        'request/personal_sign': [{}],
      },
    },
  }),
).replace(/=/g, '')}`
const payload: AuthPayload = {
  type: 'caip122',
  chains: ['eip155:1', 'eip155:31337', 'eip155:31338'],
  domain: 'app.example',
  aud: 'https://app.example/login',
  version: '1',
  nonce: 'abcdefgh1234',
  iat: '2026-01-01T00:00:00.000Z',
  statement: 'Sign in to the app',
  resources: [recap],
}
const chainIds = [31337, 31338]
const address = dev0.address

function answer(): AuthAnswer {
  const plan = planAuth(payload, { chainIds, address })
  if ('error' in plan) throw plan.error
  return plan
}

describe('one-click auth plan', () => {
  it('one EIP-4361 message per requested chain the wallet has, granting only methods it answers', () => {
    const plan = answer()
    expect(plan.messages.map((m) => m.chain)).toEqual([
      'eip155:31337',
      'eip155:31338',
    ])
    expect(plan.messages[0]?.iss).toBe(`did:pkh:eip155:31337:${address}`)
    expect(plan.methods).toEqual(['eth_sendTransaction', 'personal_sign'])
    const message = plan.messages[1]?.message ?? ''
    expect(new SiweMessage(message)).toMatchObject({
      domain: 'app.example',
      address,
      uri: 'https://app.example/login',
      chainId: 31338,
      nonce: 'abcdefgh1234',
    })
    expect(message).toContain(
      "Sign in to the app I further authorize the stated URI to perform the following actions on my behalf: (1) 'request': 'eth_sendTransaction', 'personal_sign' for 'eip155'.",
    )
    expect(message).not.toContain('eth_sign,')
  })

  it('none of its chains, or only methods it lacks: an error to answer with', () => {
    const chains = planAuth(
      { ...payload, chains: ['eip155:1'] },
      { chainIds, address },
    )
    expect(chains).toMatchObject({ error: { code: 5100 } })
    const onlyEthSign = `urn:recap:${btoa(
      JSON.stringify({ att: { eip155: { 'request/eth_sign': [{}] } } }),
    ).replace(/=/g, '')}`
    const methods = planAuth(
      { ...payload, resources: [onlyEthSign] },
      { chainIds, address },
    )
    expect(methods).toMatchObject({ error: { code: 5101 } })
  })

  it('refuses to sign what EIP-4361 refuses: an invalid request to answer with', () => {
    for (const bad of [
      { nonce: 'short' },
      { iat: '2026-02-31T00:00:00.000Z' },
      { domain: '#app' },
      { aud: 'not a uri' },
    ]) {
      const plan = planAuth({ ...payload, ...bad }, { chainIds, address })
      expect(plan, JSON.stringify(bad)).toMatchObject({
        error: { code: 5 },
      })
    }
  })

  it('signs each message into a CACAO the protocol verifies', async () => {
    const plan = answer()
    const cacaos = await signAuthPlan(plan, dev0.privateKey)
    expect(cacaos).toHaveLength(2)
    for (const cacao of cacaos) {
      expect(cacao.h.t).toBe('caip122')
      expect(cacao.s.t).toBe('eip191')
      expect(cacao.p).toMatchObject({
        domain: payload.domain,
        aud: payload.aud,
        nonce: payload.nonce,
        iat: payload.iat,
        resources: plan.payload.resources,
      })
      expect(await verifyCacao(cacao)).toBe(true)
    }
    expect(
      await verifyMessage({
        address,
        message: plan.messages[0]?.message ?? '',
        signature: cacaos[0]?.s.s as `0x${string}`,
      }),
    ).toBe(true)
  })
})
