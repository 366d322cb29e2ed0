import { bitcoinTestnet, devnet, devnet2, solanaLocalnet } from '@latch/common'
import { getAccount, getNetwork } from '@latch/core'
import { solanaAdapter } from '@latch/solana'
import { createSolanaTestWallet } from '@latch/test'
import { generateKeyPairSigner } from '@solana/kit'
import {
  act,
  cleanup,
  fireEvent,
  screen,
  waitFor,
  within,
} from '@testing-library/react'
import { getWallets } from '@wallet-standard/app'
import { afterEach, describe, expect, it } from 'vitest'
import { renderLatch } from '../../../test/renderLatch.js'
import { ConnectButton } from '../../buttons/ConnectButton.js'
import { NetworkButton } from '../../buttons/NetworkButton.js'
import { namespaceMessages } from '../../messages/namespaceMessages.js'
import { groupByNamespace, namespaceLabel } from './NamespaceNetworks.js'

const networks = [devnet, devnet2, solanaLocalnet, bitcoinTestnet] as const
const unregister: (() => void)[] = []
afterEach(() => {
  cleanup()
  for (const off of unregister.splice(0)) off()
})

/** The page's two buttons over a config with EVM, Solana and Bitcoin networks. */
function renderMultiNamespace() {
  return renderLatch(
    <>
      <ConnectButton />
      <NetworkButton />
    </>,
    // Discovery on: the Solana adapter finds Wallet Standard wallets.
    {
      networks,
      adapters: [solanaAdapter()],
      multiInjectedProviderDiscovery: true,
    },
  )
}

async function openNetworks(from: string) {
  fireEvent.click(screen.getByRole('button', { name: from }))
  return screen.findByRole('dialog', { name: 'Select network' })
}

describe('groupByNamespace / namespaceLabel', () => {
  it('keeps the config order within and across namespaces', () => {
    expect(
      groupByNamespace(networks).map(([ns, list]) => [
        ns,
        list.map((n) => n.name),
      ]),
    ).toEqual([
      ['eip155', ['Latch Devnet', 'Latch Devnet 2']],
      ['solana', ['Solana Local']],
      ['bip122', ['Bitcoin Testnet']],
    ])
    expect(groupByNamespace([])).toEqual([])
  })

  it('labels each namespace, and any other one generically', () => {
    expect(namespaceLabel('eip155', namespaceMessages)).toBe('Ethereum and EVM')
    expect(namespaceLabel('solana', namespaceMessages)).toBe('Solana')
    expect(namespaceLabel('bip122', namespaceMessages)).toBe('Bitcoin')
    expect(namespaceLabel('cosmos', namespaceMessages)).toBe('Other networks')
  })
})

describe('Networks view with several namespaces', () => {
  it('groups the networks by namespace; choosing one while disconnected remembers it and closes', async () => {
    const test = renderMultiNamespace()
    const dialog = await openNetworks('Latch Devnet')
    const evm = await within(dialog).findByRole('region', {
      name: 'Ethereum and EVM',
    })
    expect(within(evm).getAllByRole('button')).toHaveLength(2)
    within(evm).getByRole('button', { name: 'Latch Devnet 2' })
    expect(
      within(evm)
        .getByRole('button', { name: 'Latch Devnet' })
        .getAttribute('aria-current'),
    ).toBe('true')
    within(dialog).getByRole('region', { name: 'Solana' })
    fireEvent.click(
      within(within(dialog).getByRole('region', { name: 'Bitcoin' })).getByRole(
        'button',
        { name: 'Bitcoin Testnet' },
      ),
    )
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(getNetwork(test.latch.config).caipNetworkId).toBe(
      bitcoinTestnet.caipNetworkId,
    )
    screen.getByRole('button', { name: 'Bitcoin Testnet' })
  })

  it('with an EVM wallet connected, a Solana network leads to Connect; a Solana wallet there shows its account (4…4, with Activity: its history from the chain RPC), and Latch Devnet the EVM one again', async () => {
    const signer = await generateKeyPairSigner()
    const wallet = createSolanaTestWallet({
      signer,
      name: 'Solana Test Wallet',
      chains: [solanaLocalnet.caipNetworkId],
    })
    unregister.push(getWallets().register(wallet))
    const test = renderMultiNamespace()
    fireEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }))
    const connect = await screen.findByRole('dialog', {
      name: 'Connect Wallet',
    })
    fireEvent.click(
      await within(connect).findByRole('button', { name: /Latch Dev Wallet/ }),
    )
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())

    fireEvent.click(screen.getByRole('button', { name: /0xf39F…2266/ }))
    const account = await screen.findByRole('dialog', { name: 'Account' })
    fireEvent.click(
      await within(account).findByRole('button', { name: 'Latch Devnet' }),
    )
    const dialog = await screen.findByRole('dialog', { name: 'Select network' })
    fireEvent.click(
      await within(dialog).findByRole('button', { name: 'Solana Local' }),
    )
    const solanaConnect = await screen.findByRole('dialog', {
      name: 'Connect Wallet',
    })
    expect(getAccount(test.latch.config).chainNamespace).toBe('solana')
    fireEvent.click(
      await within(solanaConnect).findByRole('button', {
        name: /Solana Test Wallet/,
      }),
    )
    const short = `${signer.address.slice(0, 4)}…${signer.address.slice(-4)}`
    await waitFor(() =>
      expect(getAccount(test.latch.config).address).toBe(signer.address),
    )
    act(() => void test.latch.open({ view: 'Account' }))
    const solanaAccount = await screen.findByRole('dialog', { name: 'Account' })
    await within(solanaAccount).findByText(short)
    within(solanaAccount).getByRole('tab', { name: 'Tokens' })
    within(solanaAccount).getByRole('tab', { name: 'Activity' })

    fireEvent.click(
      within(solanaAccount).getByRole('button', { name: 'Solana Local' }),
    )
    const again = await screen.findByRole('dialog', { name: 'Select network' })
    fireEvent.click(
      await within(again).findByRole('button', { name: 'Latch Devnet' }),
    )
    const evmAccount = await screen.findByRole('dialog', { name: 'Account' })
    await within(evmAccount).findByText('0xf39F…2266')
    expect(getAccount(test.latch.config).chainNamespace).toBe('eip155')
  })
})
