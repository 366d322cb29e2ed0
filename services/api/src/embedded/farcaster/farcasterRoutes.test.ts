import { devAccounts } from '@latch/devnet/node'
import { generatePrivateKey } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { createFarcasterTestApp } from '../../../test/embedded/farcaster/createFarcasterTestApp.js'
import { signFarcasterSignIn } from '../../../test/embedded/farcaster/signFarcasterSignIn.js'
import { useFarcasterChain } from '../../../test/embedded/farcaster/useFarcasterChain.js'
import { dbKinds } from '../../../test/testDbs.js'

// The IdRegistry stand-in: dev account i owns fid 1000 + i.
const chain = useFarcasterChain()

const custody = devAccounts[0]!.privateKey

describe.each(dbKinds)('Sign In With Farcaster on %s', (kind) => {
  const open = () => createFarcasterTestApp(kind, { rpcUrls: [chain.url] })

  it('logs in once the Farcaster client answered, verified against the IdRegistry', async () => {
    const { post, relay, frame, counts } = await open()
    const channel = await post('/channel', frame)
    expect(channel.status).toBe(200)
    const url = new URL(channel.body.url)
    expect(`${url.origin}${url.pathname}`).toBe(
      'https://farcaster.xyz/~/sign-in-with-farcaster',
    )
    expect(url.searchParams.get('channelToken')).toBe(channel.body.channelToken)
    expect(url.searchParams.get('domain')).toBe('app.example')
    expect(url.searchParams.get('siweUri')).toBe('https://app.example')
    const connect = () =>
      post('/connect', { ...frame, channelToken: channel.body.channelToken })
    expect(await connect()).toEqual({ status: 202, body: { pending: true } })
    const signed = await signFarcasterSignIn({
      url: channel.body.url,
      privateKey: custody,
      fid: 1000,
    })
    const answered = await relay('/channel/authenticate', {
      token: signed.channelToken,
      body: {
        message: signed.message,
        signature: signed.signature,
        fid: 1000,
        username: 'alice',
      },
    })
    expect(answered.status).toBe(201)
    expect(answered.body).toMatchObject({
      state: 'completed',
      fid: 1000,
      custody: devAccounts[0]!.address,
      username: 'alice',
    })
    const status = await relay('/channel/status', {
      token: signed.channelToken,
    })
    expect(status.status).toBe(200)
    expect(status.body.state).toBe('completed')
    const login = await connect()
    expect(login.status).toBe(200)
    expect(login.body.user).toMatchObject({
      socialProvider: 'farcaster',
      userName: 'alice',
      email: null,
    })
    expect(typeof login.body.token).toBe('string')
    expect((await connect()).body.error.code).toBe('channel_used')
    // The same fid again: the same wallet.
    const again = await post('/channel', frame)
    const second = await signFarcasterSignIn({
      url: again.body.url,
      privateKey: custody,
      fid: 1000,
    })
    await relay('/channel/authenticate', {
      token: second.channelToken,
      body: { message: second.message, signature: second.signature, fid: 1000 },
    })
    const relogin = await post('/connect', {
      ...frame,
      channelToken: again.body.channelToken,
    })
    expect(relogin.body.user.address).toBe(login.body.user.address)
    expect(await counts()).toEqual({ users: 1, sessions: 2 })
  })

  it('refuses a message for another fid, domain or nonce, or from a key that owns no fid', async () => {
    const { post, relay, frame, counts } = await open()
    const { body } = await post('/channel', frame)
    const refuse = async (
      privateKey: `0x${string}`,
      fid: number,
      overrides: { domain?: string; nonce?: string } = {},
    ) => {
      const signed = await signFarcasterSignIn({
        url: body.url,
        privateKey,
        fid,
        overrides,
      })
      return relay('/channel/authenticate', {
        token: signed.channelToken,
        body: { message: signed.message, signature: signed.signature, fid },
      })
    }
    const otherFid = await refuse(custody, 1001)
    expect(otherFid.status).toBe(400)
    expect(otherFid.body.error.code).toBe('invalid_farcaster_message')
    expect(otherFid.body.error.message).toMatch(/does not own fid 1001/)
    expect(
      (await refuse(custody, 1000, { domain: 'evil.example' })).body.error
        .message,
    ).toMatch(/Invalid domain/)
    expect(
      (await refuse(custody, 1000, { nonce: 'abcdefgh12345678' })).body.error
        .message,
    ).toMatch(/Invalid nonce/)
    expect((await refuse(generatePrivateKey(), 1000)).body.error.code).toBe(
      'invalid_farcaster_message',
    )
    // Nothing was stored: the channel still waits.
    const pending = await post('/connect', {
      ...frame,
      channelToken: body.channelToken,
    })
    expect(pending).toEqual({ status: 202, body: { pending: true } })
    expect(await counts()).toEqual({ users: 0, sessions: 0 })
  })

  it('keeps the first answer, burns a channel presented from another device, refuses expired and unknown ones', async () => {
    const { db, post, relay, frame, counts } = await open()
    const { body } = await post('/channel', frame)
    const signed = await signFarcasterSignIn({
      url: body.url,
      privateKey: custody,
      fid: 1000,
    })
    const answer = {
      message: signed.message,
      signature: signed.signature,
      fid: 1000,
    }
    expect(
      (
        await relay('/channel/authenticate', {
          token: body.channelToken,
          body: answer,
        })
      ).status,
    ).toBe(201)
    const second = await relay('/channel/authenticate', {
      token: body.channelToken,
      body: answer,
    })
    expect(second.status).toBe(409)
    expect(second.body.error.code).toBe('channel_completed')
    const foreign = await post('/connect', {
      ...frame,
      deviceId: 'another-device-0123456',
      channelToken: body.channelToken,
    })
    expect(foreign.body.error.code).toBe('channel_mismatch')
    expect(
      (await post('/connect', { ...frame, channelToken: body.channelToken }))
        .body.error.code,
    ).toBe('channel_used')

    const late = await post('/channel', frame)
    await db.query(
      "UPDATE embedded_farcaster_channels SET expires_at = now() - interval '1 second' WHERE used_at IS NULL",
    )
    expect(
      (
        await post('/connect', {
          ...frame,
          channelToken: late.body.channelToken,
        })
      ).body.error.code,
    ).toBe('channel_expired')
    expect(
      (await relay('/channel/status', { token: late.body.channelToken }))
        .status,
    ).toBe(401)
    expect(
      (await relay('/channel/status', { token: 'x'.repeat(43) })).status,
    ).toBe(401)
    expect((await relay('/channel/status')).status).toBe(401)
    expect(
      (await post('/connect', { ...frame, channelToken: 'x'.repeat(43) })).body
        .error.code,
    ).toBe('invalid_channel')
    expect(
      (await post('/connect', { ...frame, channelToken: 42 })).status,
    ).toBe(400)
    expect(await counts()).toEqual({ users: 0, sessions: 0 })
  })

  it('is off without an RPC for the IdRegistry', async () => {
    const { post, frame } = await createFarcasterTestApp(kind, { rpcUrls: [] })
    const answer = await post('/channel', frame)
    expect(answer.status).toBe(400)
    expect(answer.body.error.code).toBe('farcaster_not_configured')
  })
})
