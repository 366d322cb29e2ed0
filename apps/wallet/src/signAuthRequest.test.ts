import { devAccounts } from '@latch/devnet'
import { type AuthPayload, verifyCacao } from '@latch/protocol/client'
import { SiweMessage } from 'siwe'
import { verifyMessage } from 'viem'
import { describe, expect, it } from 'vitest'
import { listAuthMessages, signAuthRequest } from './signAuthRequest.js'

const [dev0] = devAccounts as [(typeof devAccounts)[0]]
const payload: AuthPayload = {
  type: 'caip122',
  chains: ['eip155:1', 'eip155:31337', 'eip155:31338'],
  domain: 'app.example',
  aud: 'https://app.example/login',
  version: '1',
  nonce: 'abcdefgh1234',
  iat: '2026-01-01T00:00:00.000Z',
  statement: 'Sign in to the app',
}
const chainIds = [31337, 31338]

describe('one-click auth messages', () => {
  it('one EIP-4361 message per requested chain the wallet has, in order', () => {
    const list = listAuthMessages(payload, { chainIds, address: dev0.address })
    expect(list.map((m) => m.chain)).toEqual(['eip155:31337', 'eip155:31338'])
    expect(list[0]?.iss).toBe(`did:pkh:eip155:31337:${dev0.address}`)
    expect(new SiweMessage(list[1]?.message ?? '')).toMatchObject({
      domain: 'app.example',
      address: dev0.address,
      uri: 'https://app.example/login',
      chainId: 31338,
      nonce: 'abcdefgh1234',
      statement: 'Sign in to the app',
    })
  })

  it('none when the wallet has none of the chains', () => {
    expect(
      listAuthMessages(
        { ...payload, chains: ['eip155:1'] },
        { chainIds, address: dev0.address },
      ),
    ).toEqual([])
  })

  it('signs each message into a CACAO the protocol verifies', async () => {
    const cacaos = await signAuthRequest(payload, {
      chainIds,
      privateKey: dev0.privateKey,
    })
    expect(cacaos).toHaveLength(2)
    const [first] = listAuthMessages(payload, {
      chainIds,
      address: dev0.address,
    })
    for (const cacao of cacaos) {
      expect(cacao.h.t).toBe('caip122')
      expect(cacao.s.t).toBe('eip191')
      expect(cacao.p).toMatchObject({
        domain: payload.domain,
        aud: payload.aud,
        nonce: payload.nonce,
        iat: payload.iat,
      })
      expect(await verifyCacao(cacao)).toBe(true)
    }
    expect(
      await verifyMessage({
        address: dev0.address,
        message: first?.message ?? '',
        signature: cacaos[0]?.s.s as `0x${string}`,
      }),
    ).toBe(true)
  })
})
