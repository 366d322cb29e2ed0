import { devAccounts } from '@latch/devnet/node'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import {
  createBlockchainTestApi,
  testChain,
} from '../../../test/blockchain/createBlockchainTestApi.js'
import { dbKinds } from '../../../test/testDbs.js'
import { coinTypeFromChainId } from '../names/coinTypeFromChainId.js'

const alice = privateKeyToAccount(devAccounts[1]!.privateKey)

async function signed(message: string) {
  return {
    coin_type: coinTypeFromChainId(31337)!,
    address: alice.address,
    message,
    signature: await alice.signMessage({ message }),
  }
}

const registration = (attributes: string) =>
  signed(
    `{"name":"alice-avatar","timestamp":${Math.floor(Date.now() / 1000)},"attributes":${attributes}}`,
  )

describe.each(dbKinds)('avatars on %s', (kind) => {
  it('only https: avatars are accepted; javascript: and data: are 400, NUL too', async () => {
    const api = await createBlockchainTestApi({
      kind,
      chains: [testChain(31337, 'http://127.0.0.1:9')],
    })
    for (const avatar of [
      'javascript:alert(1)',
      'data:image/svg+xml,<svg onload=alert(1)>',
    ]) {
      const response = await api.post(
        '/v1/profile/account',
        await registration(JSON.stringify({ avatar })),
      )
      expect(response.status, avatar).toBe(400)
      expect(await response.json()).toEqual({
        code: 'INVALID_AVATAR',
        message:
          'attributes.avatar must be an https: URL (http: only for localhost); javascript: and data: URLs are refused.',
      })
    }
    // NUL inside the signed message's JSON (jsonb would refuse it: 500).
    const nul = await api.post(
      '/v1/profile/account',
      await registration('{"bio":"a\\u0000b"}'),
    )
    expect(nul.status).toBe(400)
    expect((await nul.json()).message).toMatch(/NUL/)
    const ok = await api.post(
      '/v1/profile/account',
      await registration('{"avatar":"https://img.example/alice.png"}'),
    )
    expect(ok.status).toBe(200)
    expect(
      await (await api.get(`/v1/identity/${alice.address}`)).json(),
    ).toEqual({
      name: 'alice-avatar.latch.id',
      avatar: 'https://img.example/alice.png',
    })
  })

  it('an unsafe avatar stored earlier is never served', async () => {
    const api = await createBlockchainTestApi({
      kind,
      chains: [testChain(31337, 'http://127.0.0.1:9')],
    })
    const ok = await api.post(
      '/v1/profile/account',
      await registration('{"avatar":"https://img.example/a.png","bio":"hi"}'),
    )
    expect(ok.status).toBe(200)
    await api.db.query(
      `UPDATE profile_names SET attributes = '{"avatar":"javascript:alert(1)","bio":"hi"}'::jsonb`,
    )
    expect(
      await (await api.get(`/v1/identity/${alice.address}`)).json(),
    ).toEqual({ name: 'alice-avatar.latch.id', avatar: null })
    const profile = await (
      await api.get('/v1/profile/account/alice-avatar.latch.id')
    ).json()
    expect(profile.attributes).toEqual({ bio: 'hi' })
    const reverse = await (
      await api.get(`/v1/profile/reverse/${alice.address}`)
    ).json()
    expect(reverse[0].attributes).toEqual({ bio: 'hi' })
  })
})
