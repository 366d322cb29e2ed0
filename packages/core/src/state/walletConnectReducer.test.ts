import { describe, expect, it } from 'vitest'
import {
  initialWalletConnectState,
  type WalletConnectEvent,
  walletConnectReducer,
} from './walletConnectReducer.js'

const run = (...events: WalletConnectEvent[]) =>
  events.reduce(walletConnectReducer, undefined as never)

const wallet = { id: 'w', name: 'Wallet' }

describe('walletConnectReducer', () => {
  it('starts disconnected with nothing shown', () => {
    expect(run({ type: 'pairing/started' }, { type: 'pairing/ended' })).toEqual(
      initialWalletConnectState,
    )
  })

  it('pairing/started → pairing/uriShown → pairing/approved', () => {
    const shown = run(
      { type: 'pairing/opened', wallet },
      { type: 'pairing/started' },
      { type: 'pairing/uriShown', uri: 'wc:1', expiry: 5 },
    )
    expect(shown).toMatchObject({
      status: 'connecting',
      wcUri: 'wc:1',
      wcPairingExpiry: 5,
      recentWallet: wallet,
    })
    expect(walletConnectReducer(shown, { type: 'pairing/approved' })).toEqual({
      ...initialWalletConnectState,
      recentWallet: wallet,
      status: 'connected',
    })
  })

  it('pairing/failed ends in disconnected with wcError and no URI', () => {
    expect(
      run(
        { type: 'pairing/started' },
        { type: 'pairing/uriShown', uri: 'wc:1', expiry: 5 },
        { type: 'pairing/failed' },
      ),
    ).toEqual({ ...initialWalletConnectState, wcError: true })
  })

  it('pairing/ended (back, close, Escape) clears everything from any state', () => {
    const busy = run(
      { type: 'pairing/opened', wallet },
      { type: 'pairing/linkFollowed', link: { name: 'W', href: 'w://' } },
      { type: 'pairing/started' },
      { type: 'pairing/uriShown', uri: 'wc:1', expiry: 5 },
    )
    expect(walletConnectReducer(busy, { type: 'pairing/ended' })).toEqual(
      initialWalletConnectState,
    )
  })

  it('a URI arriving after the pairing ended does not revive it', () => {
    const ended = run({ type: 'pairing/started' }, { type: 'pairing/ended' })
    expect(
      walletConnectReducer(ended, {
        type: 'pairing/uriShown',
        uri: 'wc:late',
        expiry: 9,
      }),
    ).toBe(ended)
  })

  it('pairing/opened forgets the link of the last attempt; pairing/walletChosen keeps it', () => {
    const linked = run({
      type: 'pairing/linkFollowed',
      link: { name: 'W', href: 'w://' },
    })
    expect(
      walletConnectReducer(linked, { type: 'pairing/walletChosen', wallet })
        .wcLinking,
    ).toEqual({ name: 'W', href: 'w://' })
    expect(
      walletConnectReducer(linked, { type: 'pairing/opened', wallet })
        .wcLinking,
    ).toBeUndefined()
  })
})
