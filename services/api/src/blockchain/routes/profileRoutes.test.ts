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
const bob = privateKeyToAccount(devAccounts[2]!.privateKey)
const COIN_TYPE = coinTypeFromChainId(31337)!

async function signed(
  account: typeof alice,
  fields: { name: string; attributes?: unknown; timestamp?: number },
) {
  const message = JSON.stringify({
    attributes: {},
    timestamp: Math.floor(Date.now() / 1000),
    ...fields,
  })
  return {
    coin_type: COIN_TYPE,
    address: account.address,
    message,
    signature: await account.signMessage({ message }),
  }
}

const names = {
  maxPerAddress: 5,
  registerRateLimit: { ratePerSecond: 1000, burst: 1000 },
  reversePageSize: 20,
  reverseMaxPageSize: 100,
}
const setup = (
  kind: (typeof dbKinds)[number],
  overrides: Partial<typeof names> = {},
) =>
  createBlockchainTestApi({
    kind,
    chains: [testChain(31337, 'http://127.0.0.1:9')],
    overrides: { names: { ...names, ...overrides } },
  })

describe.each(dbKinds)('names and identity on %s', (kind) => {
  it('registers with a real signature; resolve, reverse, identity', async () => {
    const api = await setup(kind)
    expect(COIN_TYPE).toBe(2147514985)
    const body = await signed(alice, {
      name: 'alice-01',
      attributes: { avatar: 'https://img.example/a.png' },
    })
    const res = await api.post('/v1/profile/account', body)
    expect(res.status).toBe(200)
    const profile = await res.json()
    expect(profile).toEqual({
      name: 'alice-01.latch.id',
      addresses: {
        [String(COIN_TYPE)]: {
          address: alice.address,
          created: expect.any(String),
        },
      },
      attributes: { avatar: 'https://img.example/a.png' },
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
    })

    for (const path of [
      '/v1/profile/account/alice-01.latch.id',
      '/v1/profile/account/ALICE-01',
      '/v1/profile/account/alice-01.latch.id?apiVersion=2',
    ]) {
      const resolved = await api.get(path)
      expect(resolved.status).toBe(200)
      expect(await resolved.json()).toEqual(profile)
    }
    const reverse = await api.get(
      `/v1/profile/reverse/${alice.address.toLowerCase()}?sender=${bob.address}&apiVersion=2`,
    )
    expect(await reverse.json()).toEqual([profile])
    expect(
      await (await api.get(`/v1/profile/reverse/${bob.address}`)).json(),
    ).toEqual([])

    const identity = await api.get(
      `/v1/identity/${alice.address}?sender=${bob.address}`,
    )
    expect(await identity.json()).toEqual({
      name: 'alice-01.latch.id',
      avatar: 'https://img.example/a.png',
    })
    expect(await (await api.get(`/v1/identity/${bob.address}`)).json()).toEqual(
      { name: null, avatar: null },
    )

    const suggestions = await api.get(
      '/v1/profile/suggestions/alice-01?zone=latch.id',
    )
    expect(await suggestions.json()).toEqual({
      suggestions: [
        { name: 'alice-01.latch.id', registered: true },
        { name: 'alice-011.latch.id', registered: false },
        { name: 'alice-012.latch.id', registered: false },
        { name: 'alice-01-id.latch.id', registered: false },
        { name: 'myalice-01.latch.id', registered: false },
        { name: 'thealice-01.latch.id', registered: false },
      ],
    })
    const short = await api.get('/v1/profile/suggestions/ab')
    expect(
      (await short.json()).suggestions.map((s: { name: string }) => s.name),
    ).toEqual([
      'ab-id.latch.id',
      'myab.latch.id',
      'theab.latch.id',
      'ab123.latch.id',
    ])

    // Unique: bob cannot take it, alice cannot register it twice.
    const taken = await api.post(
      '/v1/profile/account',
      await signed(bob, { name: 'alice-01.latch.id' }),
    )
    expect(taken.status).toBe(409)
    expect((await taken.json()).code).toBe('NAME_TAKEN')
    // A second name for alice: reverse lists both, oldest first.
    const second = await api.post(
      '/v1/profile/account',
      await signed(alice, { name: 'alice2' }),
    )
    expect(second.status).toBe(200)
    const both = await (
      await api.get(`/v1/profile/reverse/${alice.address}`)
    ).json()
    expect(both.map((p: { name: string }) => p.name)).toEqual([
      'alice-01.latch.id',
      'alice2.latch.id',
    ])
    await api.db.close()
  }, 60_000)

  it('refuses bad registrations with 4xx', async () => {
    const api = await setup(kind)
    const good = await signed(bob, { name: 'bobby' })
    const minutes = (n: number) => Math.floor(Date.now() / 1000) + n * 60
    const cases: [string, unknown, number, string][] = [
      ['short name', await signed(bob, { name: 'bob' }), 400, 'INVALID_NAME'],
      ['bad chars', await signed(bob, { name: 'bob_by' }), 400, 'INVALID_NAME'],
      ['dots', await signed(bob, { name: 'a.b.cd' }), 400, 'INVALID_NAME'],
      [
        'other suffix',
        await signed(bob, { name: 'bobby.eth' }),
        400,
        'INVALID_NAME',
      ],
      [
        'stale',
        await signed(bob, { name: 'bobby', timestamp: minutes(-11) }),
        400,
        'STALE_MESSAGE',
      ],
      [
        'future',
        await signed(bob, { name: 'bobby', timestamp: minutes(11) }),
        400,
        'STALE_MESSAGE',
      ],
      [
        'wrong signer',
        { ...good, address: alice.address },
        401,
        'INVALID_SIGNATURE',
      ],
      [
        'tampered',
        { ...good, message: good.message.replace('bobby', 'bobbi') },
        401,
        'INVALID_SIGNATURE',
      ],
      [
        'bad signature',
        { ...good, signature: '0x1234' },
        401,
        'INVALID_SIGNATURE',
      ],
      ['not hex', { ...good, signature: 'zz' }, 400, 'INVALID_SIGNATURE'],
      ['bad address', { ...good, address: '0xnope' }, 400, 'INVALID_ADDRESS'],
      ['coin type 0', { ...good, coin_type: 0 }, 400, 'INVALID_COIN_TYPE'],
      [
        'coin type big',
        { ...good, coin_type: 2 ** 32 },
        400,
        'INVALID_COIN_TYPE',
      ],
      ['coin type text', { ...good, coin_type: 'x' }, 400, 'INVALID_COIN_TYPE'],
      ['message not JSON', { ...good, message: 'hello' }, 400, 'INVALID_BODY'],
      ['message array', { ...good, message: '[]' }, 400, 'INVALID_BODY'],
      ['message number', { ...good, message: 5 }, 400, 'INVALID_BODY'],
      [
        'no timestamp',
        await signed(bob, { name: 'bobby', timestamp: 'x' as never }),
        400,
        'INVALID_BODY',
      ],
      [
        'bad attributes',
        await signed(bob, { name: 'bobby', attributes: { a: 1 } }),
        400,
        'INVALID_BODY',
      ],
      ['body array', [], 400, 'BAD_REQUEST'],
      ['body not JSON', '{', 400, 'BAD_REQUEST'],
    ]
    for (const [label, body, status, code] of cases) {
      const res = await api.post('/v1/profile/account', body)
      const json = await res.json()
      expect([label, res.status, json.code]).toEqual([label, status, code])
      expect(json.message).toEqual(expect.any(String))
    }
    // A coin type given as a string is accepted, and ms timestamps too.
    const ok = await api.post('/v1/profile/account', {
      ...(await signed(bob, { name: 'bobby', timestamp: Date.now() })),
      coin_type: String(COIN_TYPE),
    })
    expect(ok.status).toBe(200)

    const gets: [string, number, string][] = [
      ['/v1/profile/account/nobody.latch.id', 404, 'NAME_NOT_FOUND'],
      ['/v1/profile/account/ab', 400, 'INVALID_NAME'],
      ['/v1/profile/account/a%20b%20c%20d', 400, 'INVALID_NAME'],
      ['/v1/profile/reverse/0x12', 400, 'INVALID_ADDRESS'],
      [`/v1/profile/reverse/${bob.address}?sender=me`, 400, 'INVALID_ADDRESS'],
      ['/v1/profile/suggestions/bo%24b', 400, 'INVALID_NAME'],
      ['/v1/profile/suggestions/bobby?zone=eth', 400, 'UNSUPPORTED_ZONE'],
      [`/v1/profile/suggestions/${'a'.repeat(64)}`, 400, 'INVALID_NAME'],
      ['/v1/identity/0x12', 400, 'INVALID_ADDRESS'],
      [`/v1/identity/${bob.address}?sender=0x1`, 400, 'INVALID_ADDRESS'],
    ]
    for (const [path, status, code] of gets) {
      const res = await api.get(path)
      expect([path, res.status, (await res.json()).code]).toEqual([
        path,
        status,
        code,
      ])
    }
    await api.db.close()
  }, 60_000)

  it('stores the ENS-normalised name that was signed', async () => {
    const api = await setup(kind)
    const post = async (fields: { name: string }) => {
      const res = await api.post(
        '/v1/profile/account',
        await signed(bob, fields),
      )
      return { status: res.status, ...(await res.json()) }
    }
    // Before: 'Bobby' was lower-cased and stored though 'Bobby' was signed.
    expect(await post({ name: 'Bobby' })).toMatchObject({
      status: 400,
      code: 'NAME_NOT_NORMALIZED',
      message: expect.stringContaining('sign "bobby" instead of "Bobby"'),
    })
    expect(await post({ name: 'pаypal' })).toMatchObject({
      status: 400,
      code: 'INVALID_NAME',
      message: expect.stringMatching(/illegal mixture: Latin \+ Cyrillic/),
    })
    for (const name of ['xn--80ak6aa92e', '-bobby', 'bobby-', 'bo--bby'])
      expect(await post({ name })).toMatchObject({
        status: 400,
        code: 'INVALID_NAME',
      })
    expect(await post({ name: 'café-bob' })).toMatchObject({
      status: 200,
      name: 'café-bob.latch.id',
    })
    // Lookups normalise: the NFD spelling finds the stored NFC name.
    const found = await api.get(
      `/v1/profile/account/${encodeURIComponent('CAFE\u0301-BOB')}`,
    )
    expect((await found.json()).name).toBe('café-bob.latch.id')
  }, 60_000)

  it('an address holds at most maxPerAddress names', async () => {
    const api = await setup(kind, { maxPerAddress: 2 })
    const post = async (account: typeof alice, name: string) =>
      api.post('/v1/profile/account', await signed(account, { name }))
    expect((await post(alice, 'alice-one')).status).toBe(200)
    expect((await post(alice, 'alice-two')).status).toBe(200)
    const third = await post(alice, 'alice-three')
    expect(third.status).toBe(403)
    expect(await third.json()).toEqual({
      code: 'NAME_QUOTA_EXCEEDED',
      message: 'This address already holds 2 names, the most allowed (2).',
    })
    // Concurrent registrations cannot overshoot the quota.
    const many = await Promise.all(
      ['bob-aaaa', 'bob-bbbb', 'bob-cccc', 'bob-dddd'].map(
        async (name) => (await post(bob, name)).status,
      ),
    )
    expect(many.sort()).toEqual([200, 200, 403, 403])
    const held = await api.db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM profile_name_addresses
       WHERE address_lower = $1`,
      [bob.address.toLowerCase()],
    )
    expect(held).toEqual([{ count: 2 }])
  }, 60_000)

  it('registration is rate-limited per client IP', async () => {
    const api = await setup(kind, {
      registerRateLimit: { ratePerSecond: 0.001, burst: 2 },
    })
    const from = async (ip: string, body: unknown) =>
      api.app.request(
        'http://localhost/v1/profile/account?projectId=bc-test',
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        },
        { incoming: { socket: { remoteAddress: ip } } },
      )
    const bad = {
      coin_type: 60,
      address: bob.address,
      message: '{}',
      signature: '0x00',
    }
    expect((await from('10.0.0.1', bad)).status).toBe(400)
    expect((await from('10.0.0.1', bad)).status).toBe(400)
    const limited = await from('10.0.0.1', await signed(bob, { name: 'bobby' }))
    expect(limited.status).toBe(429)
    expect(limited.headers.get('retry-after')).toBeTruthy()
    expect(await limited.json()).toEqual({
      code: 'RATE_LIMITED',
      message: expect.stringMatching(/per client IP/),
    })
    const other = await from('10.0.0.2', await signed(bob, { name: 'bobby' }))
    expect(other.status).toBe(200)
  }, 60_000)

  it('reverse lookup is paged: limit, cursor, bounded page size', async () => {
    const api = await setup(kind, { reversePageSize: 2, reverseMaxPageSize: 3 })
    const labels = ['carol-a', 'carol-b', 'carol-c', 'carol-d', 'carol-e']
    for (const name of labels)
      expect(
        (await api.post('/v1/profile/account', await signed(alice, { name })))
          .status,
      ).toBe(200)
    const pages: string[][] = []
    let cursor: string | null = ''
    let first: Response | undefined
    while (cursor !== null) {
      const res: Response = await api.get(
        `/v1/profile/reverse/${alice.address}${cursor ? `?cursor=${cursor}` : ''}`,
      )
      first ??= res
      expect(res.status).toBe(200)
      pages.push(
        ((await res.json()) as { name: string }[]).map((p) =>
          p.name.slice(0, 7),
        ),
      )
      cursor = res.headers.get('latch-next-cursor')
    }
    // Default page size 2, oldest first, nothing repeated or lost.
    expect(pages).toEqual([
      ['carol-a', 'carol-b'],
      ['carol-c', 'carol-d'],
      ['carol-e'],
    ])
    expect(first?.headers.get('access-control-expose-headers')).toMatch(
      /Latch-Next-Cursor/,
    )
    const three = await api.get(`/v1/profile/reverse/${alice.address}?limit=3`)
    expect(await three.json()).toHaveLength(3)
    const bad: [string, string][] = [
      ['limit=4', 'INVALID_PARAMETER'],
      ['limit=0', 'INVALID_PARAMETER'],
      ['limit=1.5', 'INVALID_PARAMETER'],
      ['limit=-1', 'INVALID_PARAMETER'],
      ['cursor=nope', 'INVALID_CURSOR'],
      [
        `cursor=${Buffer.from('zzz-unknown').toString('base64url')}`,
        'INVALID_CURSOR',
      ],
      [`cursor=${'A'.repeat(401)}`, 'INVALID_PARAMETER'],
    ]
    for (const [query, code] of bad) {
      const res = await api.get(`/v1/profile/reverse/${alice.address}?${query}`)
      expect([query, res.status, (await res.json()).code]).toEqual([
        query,
        400,
        code,
      ])
    }
  }, 60_000)
})
