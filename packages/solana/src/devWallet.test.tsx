// DOM project: the Latch Dev Wallet's Solana side installed as a page
// would (installDevWallet, Wallet Standard registration, its approval
// panel) found by createConfig's solanaAdapter(): connect and an
// ed25519-verified message, each approved in the panel. (Its sends run in
// devWalletSend.test.ts under node: @solana/kit's node build cannot fetch
// with happy-dom's AbortSignal.)
import { solanaLocalnet } from '@latch/common'
import { connect, createConfig, getAccount, signMessage } from '@latch/core'
import { devSolanaAccounts } from '@latch/devnet'
import { type DevWalletHandle, installDevWallet } from '@latch/devnet/wallet'
import { ed25519 } from '@noble/curves/ed25519.js'
import { address, getAddressEncoder, getBase58Encoder } from '@solana/kit'
import { screen, within } from '@testing-library/dom'
import { afterAll, expect, test } from 'vitest'
import { solanaAdapter } from './solanaAdapter.js'

let handle: DevWalletHandle | undefined
afterAll(() => handle?.uninstall())

async function approve() {
  const dialog = await screen.findByRole('dialog', { name: 'Latch Dev Wallet' })
  within(dialog).getByRole('button', { name: 'Approve' }).click()
}

test('Latch Dev Wallet (Solana): found, connected and signing through its panel', async () => {
  handle = installDevWallet({ solana: { accountIndex: 8 } })
  await handle.solana?.ready
  const config = createConfig({
    projectId: 'test',
    networks: [solanaLocalnet],
    storage: null,
    adapters: [solanaAdapter({ discovery: 'load' })],
  })
  let connector = config.state.connectors.find(
    (c) => c.id === 'standard:Latch Dev Wallet',
  )
  for (let i = 0; !connector && i < 500; i++) {
    await new Promise((r) => setTimeout(r, 10))
    connector = config.state.connectors.find(
      (c) => c.id === 'standard:Latch Dev Wallet',
    )
  }
  expect(connector).toMatchObject({
    type: 'ANNOUNCED',
    chainNamespace: 'solana',
  })
  const connecting = connect(config, { connector: connector! })
  await approve()
  await connecting
  const account = devSolanaAccounts[8]!.address
  expect(getAccount(config)).toMatchObject({
    address: account,
    chainNamespace: 'solana',
    caipAddress: `${solanaLocalnet.caipNetworkId}:${account}`,
  })

  const message = 'Hello from the dev wallet'
  const signing = signMessage(config, { message, namespace: 'solana' })
  await approve()
  const signature = await signing
  expect(
    ed25519.verify(
      new Uint8Array(getBase58Encoder().encode(signature)),
      new TextEncoder().encode(message),
      new Uint8Array(getAddressEncoder().encode(address(account))),
    ),
  ).toBe(true)
})
