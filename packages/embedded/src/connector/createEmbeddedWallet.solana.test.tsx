// DOM project: the embedded wallet's Solana account against the real
// frame app, as in createEmbeddedWallet.test.tsx.
import { devnet, solanaLocalnet } from '@latch/common'
import { solanaAdapter } from '@latch/solana'
import { describe, expect, it } from 'vitest'
import {
  ADDRESS,
  buttonNamed,
  routes,
  startEmbeddedWallet as start,
  until,
  useFrameDom,
  user,
} from '../../test/connector/startEmbeddedWallet.js'

useFrameDom()

describe('embedded wallet: the Solana account', () => {
  it('the Solana account: a second connection, and solana_* requests on the Solana chain approved in the frame', async () => {
    const SOL = 'GEpy18SeTQNKPmS7gZEqBjDJ9Ec7YwpRgZ2nB7bCfdvj'
    const withSolana = { ...user, solanaAddress: SOL }
    const { session, frame } = await start({
      signedIn: true,
      networks: [devnet, solanaLocalnet],
      adapters: { solana: solanaAdapter() },
      routes: {
        ...routes,
        'GET /user': () => ({ user: withSolana }),
        'POST /rpc/prepare': () => ({
          id: 'prep-1',
          expiresAt: Date.now() + 300_000,
          review: { namespace: 'solana', text: 'hi', hex: '6869' },
        }),
        'POST /rpc': () => ({ result: { signature: '1'.repeat(64) } }),
      },
    })
    const wallet = await session
    expect(await wallet.isAuthorized()).toBe(true)
    const reference = solanaLocalnet.caipNetworkId.slice('solana:'.length)
    expect(await wallet.connect()).toEqual({
      accounts: [ADDRESS],
      chainId: 31337,
      connections: [
        { namespace: 'solana', accounts: [SOL], chainId: reference },
      ],
    })
    expect(await wallet.getAccounts('solana')).toEqual([SOL])
    expect(await wallet.getChainId('solana')).toBe(reference)
    await wallet.switchChain({ network: solanaLocalnet })
    expect(await wallet.getChainId()).toBe(31337)
    const provider = await wallet.getNamespaceProvider?.('solana')
    const signed = provider?.signMessage({
      message: new TextEncoder().encode('hi'),
      account: SOL,
    })
    const approve = await until(() => {
      const button = buttonNamed('Approve')
      return button && !button.disabled ? button : undefined
    })
    // The screen shows the message the service decoded.
    expect(document.body.textContent).toContain('hi')
    approve.click()
    expect(await signed).toEqual(new Uint8Array(64))
    // Reviewed as sent, then signed by the prepared id.
    expect(frame.calls.at(-2)).toMatchObject({
      path: '/rpc/prepare',
      body: {
        method: 'solana_signMessage',
        chainId: solanaLocalnet.caipNetworkId,
        params: { message: '8wr', pubkey: SOL },
      },
    })
    expect(frame.calls.at(-1)).toMatchObject({
      path: '/rpc',
      body: {
        method: 'solana_signMessage',
        chainId: solanaLocalnet.caipNetworkId,
        prepared: 'prep-1',
      },
    })
  })

  it('without a Solana network no Solana account joins', async () => {
    const { session } = await start({
      signedIn: true,
      routes: {
        ...routes,
        'GET /user': () => ({
          user: { ...user, solanaAddress: 'x'.repeat(44) },
        }),
      },
    })
    const wallet = await session
    expect(await wallet.isAuthorized()).toBe(true)
    expect(await wallet.connect()).toEqual({
      accounts: [ADDRESS],
      chainId: 31337,
    })
    expect(await wallet.getAccounts('solana')).toEqual([])
  })
})
