import {
  type StartAnvilReturnType,
  seedFarcaster,
  startAnvil,
} from '@latch/devnet/node'
import { generatePrivateKey } from 'viem/accounts'
import { afterAll, beforeAll, expect, it } from 'vitest'
import {
  approveFarcasterSignIn,
  FarcasterNoFidError,
} from './approveFarcasterSignIn.js'

let anvil: StartAnvilReturnType
beforeAll(async () => {
  anvil = await startAnvil({ port: 0, silent: true })
  await seedFarcaster({ rpcUrl: anvil.url })
}, 60_000)
afterAll(() => anvil?.stop())

const link =
  'https://farcaster.xyz/~/sign-in-with-farcaster?channelToken=chan-0123456789abcdef&domain=app.example&siweUri=https%3A%2F%2Fapp.example&nonce=abcdefgh12345678'

// The full approval (relay included) runs in apps/demo's
// embeddedFarcaster browser test; here, what the wallet refuses itself.
it('refuses a key that owns no fid on the devnet, before asking the relay', async () => {
  await expect(
    approveFarcasterSignIn({
      url: link,
      privateKey: generatePrivateKey(),
      rpcUrl: anvil.url,
      relayUrl: 'http://127.0.0.1:1',
    }),
  ).rejects.toBeInstanceOf(FarcasterNoFidError)
})

it('refuses a link without a channel token', async () => {
  await expect(
    approveFarcasterSignIn({
      url: 'https://farcaster.xyz/~/sign-in-with-farcaster?domain=app.example',
      privateKey: generatePrivateKey(),
      rpcUrl: anvil.url,
      relayUrl: 'http://127.0.0.1:1',
    }),
  ).rejects.toThrow(/channel token/)
})
