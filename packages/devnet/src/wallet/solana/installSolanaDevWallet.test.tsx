// DOM project (happy-dom): installDevWallet's Solana side reaches the
// page's Wallet Standard apps (here @wallet-standard/app's getWallets), asks
// through the same panel, and leaves on uninstall.
import { screen, within } from '@testing-library/dom'
import { getWallets } from '@wallet-standard/app'
import type { Wallet } from '@wallet-standard/base'
import { afterEach, expect, it } from 'vitest'
import { devSolanaAccounts } from '../../solana/devSolanaAccounts.js'
import {
  type DevWalletHandle,
  type DevWalletWindow,
  installDevWallet,
} from '../installDevWallet.js'
import { SOLANA_LOCALNET_CHAIN } from './solanaDevWalletChains.js'

const installed: DevWalletHandle[] = []
afterEach(() => {
  for (const handle of installed.splice(0)) handle.uninstall()
  localStorage.clear()
  document.body.innerHTML = ''
})

const latch = () =>
  getWallets()
    .get()
    .filter((w: Wallet) => w.name === 'Latch Dev Wallet')

it('registers a Wallet Standard wallet that connects through the panel', async () => {
  const handle = installDevWallet({ solana: { accountIndex: 1 } })
  installed.push(handle)
  expect((window as DevWalletWindow).latchDevWallet?.solana).toBe(handle.solana)
  expect(handle.solana?.address).toBe(devSolanaAccounts[1]!.address)
  const solana = await handle.solana!.ready
  expect(latch()).toEqual([solana.wallet])
  expect(solana.wallet.chains).toContain(SOLANA_LOCALNET_CHAIN)

  const connect = solana.wallet.features['standard:connect'].connect()
  const dialog = await screen.findByRole('dialog', { name: 'Latch Dev Wallet' })
  expect(within(dialog).getByRole('heading').textContent).toMatch(
    /^Connect to /,
  )
  within(dialog).getByRole('button', { name: 'Reject' }).click()
  await expect(connect).rejects.toMatchObject({ code: 4001 })

  const again = solana.wallet.features['standard:connect'].connect()
  const next = await screen.findByRole('dialog', { name: 'Latch Dev Wallet' })
  within(next).getByRole('button', { name: 'Approve' }).click()
  expect((await again).accounts[0]?.address).toBe(devSolanaAccounts[1]!.address)

  handle.uninstall()
  expect(latch()).toEqual([])
})

it('autoApprove signs without the panel; solana: false leaves Solana out', async () => {
  const handle = installDevWallet({ autoApprove: true })
  installed.push(handle)
  const solana = await handle.solana!.ready
  const { accounts } =
    await solana.wallet.features['standard:connect'].connect()
  const [signed] = await solana.wallet.features[
    'solana:signMessage'
  ].signMessage({ account: accounts[0]!, message: new Uint8Array([1, 2, 3]) })
  expect(signed?.signature).toHaveLength(64)
  expect(screen.queryByRole('dialog')).toBeNull()
  handle.uninstall()

  const evmOnly = installDevWallet({ solana: false })
  installed.push(evmOnly)
  expect(evmOnly.solana).toBeUndefined()
  expect(latch()).toEqual([])
})
