import { solanaLocalnet } from '@latch/common'
import { connect, getSendState } from '@latch/core'
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

const unregister: (() => void)[] = []
afterEach(() => {
  cleanup()
  for (const off of unregister.splice(0)) off()
})

// A real Wallet Standard wallet (kit key pair) on Solana Local, found by
// the Solana adapter; no chain runs, so balances stay unavailable and the
// receiver checks are what is left to see.
async function openSolanaSend() {
  const signer = await generateKeyPairSigner()
  const wallet = createSolanaTestWallet({
    signer,
    chains: [solanaLocalnet.caipNetworkId],
  })
  unregister.push(getWallets().register(wallet))
  const test = renderLatch(undefined, {
    networks: [solanaLocalnet],
    adapters: [solanaAdapter({ discovery: 'load' })],
    multiInjectedProviderDiscovery: true,
  })
  const { config } = test.latch
  const connector = await waitFor(() => {
    const found = config.state.connectors.find(
      (c) => c.name === 'Solana Test Wallet',
    )
    if (!found) throw new Error('not discovered yet')
    return found
  })
  await act(() => connect(config, { connector }))
  return { ...test, signer }
}

describe('Send on Solana', () => {
  it('takes only Solana addresses (32–44 base58) as the receiver; bad input never reaches the send state', async () => {
    const { latch, signer } = await openSolanaSend()
    act(() => void latch.open({ view: 'Account' }))
    const account = await screen.findByRole('dialog', { name: 'Account' })
    fireEvent.click(
      await within(account).findByRole('button', { name: 'Send' }),
    )
    const send = await screen.findByRole('dialog', { name: 'Send' })
    const to = await within(send).findByRole('textbox', { name: 'To' })
    expect(to.getAttribute('placeholder')).toBe('Solana address')
    const note = 'Enter a Solana address (32 to 44 base58 characters)'
    const base58 = signer.address
    const bad = [
      '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', // EVM
      'alice.latch.id', // names are eip155 only
      base58.slice(0, 31), // 31 characters
      `${base58}${'1'.repeat(45 - base58.length)}`, // 45 characters
      `0${base58.slice(1)}`, // 0 is not base58
      `O${base58.slice(1)}`, // nor O, I, l
      `${base58} x`,
      '💥'.repeat(20),
    ]
    for (const value of bad) {
      fireEvent.change(to, { target: { value } })
      await within(send).findByText(note)
      expect(to.getAttribute('aria-invalid')).toBe('true')
      expect(getSendState(latch.config).receiverAddress).toBeUndefined()
    }
    fireEvent.change(to, { target: { value: `  ${base58} ` } })
    await waitFor(() =>
      expect(getSendState(latch.config).receiverAddress).toBe(base58),
    )
    expect(within(send).queryByText(note)).toBeNull()
    expect(to.getAttribute('aria-invalid')).toBeNull()
    fireEvent.change(to, { target: { value: '' } })
    await waitFor(() =>
      expect(getSendState(latch.config).receiverAddress).toBeUndefined(),
    )

    // An amount but no token or receiver: Preview stays disabled and says
    // why (never an error on submit).
    fireEvent.change(within(send).getByRole('textbox', { name: 'Amount' }), {
      target: { value: '1' },
    })
    const preview = within(send).getByRole('button', {
      name: 'Preview send',
    }) as HTMLButtonElement
    expect(preview.disabled).toBe(true)
    const reason = document.getElementById(
      preview.getAttribute('aria-describedby') ?? '',
    )
    // This account has no token picked yet: that is named first.
    expect(reason?.textContent).toBe('A token is required')
  })
})
