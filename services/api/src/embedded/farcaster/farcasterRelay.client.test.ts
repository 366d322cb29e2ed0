import {
  createAppClient,
  createWalletClient,
  viemConnector,
} from '@farcaster/auth-client'
import { serve } from '@hono/node-server'
import { devAccounts, getFreePort } from '@latch/devnet/node'
import { privateKeyToAccount } from 'viem/accounts'
import { expect, it } from 'vitest'
import { createFarcasterTestApp } from '../../../test/embedded/farcaster/createFarcasterTestApp.js'
import { useFarcasterChain } from '../../../test/embedded/farcaster/useFarcasterChain.js'

// The IdRegistry stand-in: dev account i owns fid 1000 + i.
const chain = useFarcasterChain()

// The relay as `@farcaster/auth-client` itself calls it, over HTTP: an app
// opens a channel and watches it, a Farcaster client (custody key of fid
// 1003) answers it, the app verifies offline against the devnet registry.
it('serves the relay protocol of @farcaster/auth-client', async () => {
  const port = await getFreePort()
  const origin = `http://127.0.0.1:${port}`
  const { app } = await createFarcasterTestApp('pglite', {
    rpcUrls: [chain.url],
    listenUrl: origin,
  })
  const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port })
  try {
    const ethereum = viemConnector({ rpcUrl: chain.url })
    const appClient = createAppClient({ relay: origin, ethereum })
    const walletClient = createWalletClient({ relay: origin, ethereum })
    const channel = await appClient.createChannel({
      siweUri: 'https://app.example/login',
      domain: 'app.example',
    })
    expect(channel.isError).toBe(false)
    expect(channel.response.status).toBe(201)
    const { channelToken, url, nonce } = channel.data
    expect((await appClient.status({ channelToken })).response.status).toBe(202)

    const account = privateKeyToAccount(devAccounts[3]!.privateKey)
    const built = walletClient.buildSignInMessage({
      address: account.address,
      fid: 1003,
      uri: 'https://app.example/login',
      domain: 'app.example',
      nonce,
    })
    if (built.isError) throw built.error
    const signature = await account.signMessage({ message: built.message })
    const parsed = walletClient.parseSignInURI({ uri: url })
    if (parsed.isError) throw parsed.error
    const answered = await walletClient.authenticate({
      channelToken: parsed.channelToken,
      authKey: 'dev',
      message: built.message,
      signature,
      fid: 1003,
      username: 'dev3',
    })
    expect(answered.isError).toBe(false)

    const done = await appClient.watchStatus({
      channelToken,
      interval: 100,
      timeout: 5_000,
    })
    if (done.isError) throw done.error
    expect(done.data).toMatchObject({ state: 'completed', fid: 1003 })
    const verified = await appClient.verifySignInMessage({
      nonce,
      domain: 'app.example',
      message: done.data.message ?? '',
      signature: done.data.signature ?? '0x',
      acceptAuthAddress: false,
    })
    expect(verified).toMatchObject({ isError: false, success: true, fid: 1003 })
  } finally {
    await new Promise((resolve) => server.close(resolve))
  }
})
