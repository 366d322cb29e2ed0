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

  it('pairing/opened with basic sets wcBasic; any other opening clears it', () => {
    const basic = run({
      type: 'pairing/opened',
      wallet: undefined,
      basic: true,
    })
    expect(basic.wcBasic).toBe(true)
    expect(
      walletConnectReducer(basic, { type: 'pairing/opened', wallet }).wcBasic,
    ).toBe(false)
    expect(walletConnectReducer(basic, { type: 'pairing/ended' }).wcBasic).toBe(
      false,
    )
  })

  it('a followed link buffers until the pairing is approved', () => {
    const link = { name: 'Wallet', href: 'wallet://wc?uri=wc%3A1' }
    const followed = run(
      { type: 'pairing/opened', wallet: undefined, basic: true },
      { type: 'pairing/started' },
      { type: 'pairing/uriShown', uri: 'wc:1', expiry: 5 },
      { type: 'pairing/linkFollowed', link },
    )
    expect(followed).toMatchObject({ buffering: true, wcLinking: link })
    // A refreshed URI while the wallet is away keeps buffering.
    const refreshed = walletConnectReducer(followed, {
      type: 'pairing/uriShown',
      uri: 'wc:2',
      expiry: 9,
    })
    expect(refreshed.buffering).toBe(true)
    expect(
      walletConnectReducer(refreshed, { type: 'pairing/approved' }),
    ).toMatchObject({ buffering: false, wcBasic: true, wcLinking: link })
  })

  it('buffering ends when the pairing fails, restarts or ends', () => {
    const link = { name: 'Wallet', href: 'wallet://wc?uri=wc%3A1' }
    const followed = run(
      { type: 'pairing/started' },
      { type: 'pairing/linkFollowed', link },
    )
    for (const type of [
      'pairing/failed',
      'pairing/started',
      'pairing/ended',
    ] as const)
      expect(walletConnectReducer(followed, { type }).buffering).toBe(false)
    // Clearing the link is no link followed.
    expect(
      walletConnectReducer(followed, {
        type: 'pairing/linkFollowed',
        link: undefined,
      }).buffering,
    ).toBe(false)
  })

  it('a message sent by link mode buffers until its answer, and keeps the pairing as it is', () => {
    const connected = run(
      { type: 'pairing/started' },
      { type: 'pairing/approved' },
    )
    const waiting = walletConnectReducer(connected, {
      type: 'pairing/linkModeWaiting',
      waiting: true,
    })
    expect(waiting).toEqual({ ...connected, buffering: true })
    expect(
      walletConnectReducer(waiting, {
        type: 'pairing/linkModeWaiting',
        waiting: false,
      }),
    ).toEqual(connected)
    // A sign-in sent by link ends with the pairing's own outcome too.
    const signingIn = run(
      { type: 'pairing/started' },
      { type: 'pairing/linkModeWaiting', waiting: true },
    )
    expect(signingIn.buffering).toBe(true)
    expect(
      walletConnectReducer(signingIn, { type: 'pairing/approved' }).buffering,
    ).toBe(false)
  })
})
