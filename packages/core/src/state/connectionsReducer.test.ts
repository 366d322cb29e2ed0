import { describe, expect, it } from 'vitest'
import type { NamespaceState } from '../types/state.js'
import {
  type ConnectionsEvent,
  type ConnectionsState,
  connectionsReducer,
  type NamespaceConnection,
} from './connectionsReducer.js'

const EVM = 'eip155:31337'
const EVM2 = 'eip155:31338'
const SOL = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
const context = { networkIds: [EVM, EVM2, SOL] as const }

const empty: ConnectionsState = {
  activeNamespace: undefined,
  namespaces: {},
  selectedNetworkId: EVM,
}

const run = (state: ConnectionsState, ...events: ConnectionsEvent[]) =>
  events.reduce((s, e) => connectionsReducer(s, e, context), state)

const connected = (
  namespace: 'eip155' | 'solana',
  caipNetworkId: typeof EVM | typeof EVM2 | typeof SOL,
): ConnectionsEvent => ({
  type: 'connection/established',
  namespace,
  connection: { connectorId: 'embedded', accounts: ['a'], caipNetworkId },
})

describe('connectionsReducer', () => {
  it('connection/started marks the namespace connecting and makes it active', () => {
    const s = run(empty, {
      type: 'connection/started',
      namespace: 'eip155',
      connectorId: 'w',
    })
    expect(s.namespaces.eip155).toEqual({
      status: 'connecting',
      connectorId: 'w',
      accounts: [],
    })
    expect(s.activeNamespace).toBe('eip155')
  })

  it('connection/abandoned gives back what was there (or nothing)', () => {
    const connection: NamespaceConnection = {
      connectorId: 'old',
      accounts: ['x'],
      caipNetworkId: EVM2,
    }
    const previous: NamespaceState = { status: 'connected', ...connection }
    const before = run(empty, {
      type: 'connection/established',
      namespace: 'eip155',
      connection,
    })
    const s = run(
      before,
      { type: 'connection/started', namespace: 'eip155', connectorId: 'w' },
      { type: 'connection/abandoned', namespace: 'eip155', previous },
    )
    expect(s.namespaces.eip155).toEqual(previous)
    const none = run(
      empty,
      { type: 'connection/started', namespace: 'eip155', connectorId: 'w' },
      {
        type: 'connection/abandoned',
        namespace: 'eip155',
        previous: undefined,
      },
    )
    expect(none.namespaces).toEqual({})
    expect(none.activeNamespace).toBeUndefined()
  })

  it('a multi-namespace connect ends on the namespace activated, and the chosen network follows it', () => {
    const s = run(empty, connected('solana', SOL), connected('eip155', EVM), {
      type: 'connection/activated',
      namespace: 'eip155',
    })
    expect(s.activeNamespace).toBe('eip155')
    expect(s.selectedNetworkId).toBe(EVM)
    // Restoring in another order ends the same way.
    const restored = run(
      empty,
      connected('eip155', EVM),
      connected('solana', SOL),
      { type: 'connection/activated', namespace: 'eip155' },
    )
    expect(restored.selectedNetworkId).toBe(EVM)
  })

  it('connection/walletChanged keeps the active namespace, and the chosen network follows the active wallet only', () => {
    const s = run(empty, connected('solana', SOL), connected('eip155', EVM), {
      type: 'connection/walletChanged',
      namespace: 'solana',
      accounts: ['b'],
    })
    expect(s.activeNamespace).toBe('eip155')
    expect(s.namespaces.solana?.accounts).toEqual(['b'])
    const moved = run(s, {
      type: 'connection/walletChanged',
      namespace: 'eip155',
      caipNetworkId: EVM2,
    })
    expect(moved.selectedNetworkId).toBe(EVM2)
  })

  it('a network outside the config is never the chosen one', () => {
    const s = run(empty, {
      type: 'connection/established',
      namespace: 'eip155',
      connection: {
        connectorId: 'w',
        accounts: ['a'],
        caipNetworkId: 'eip155:1',
      },
    })
    expect(s.selectedNetworkId).toBe(EVM)
  })

  it('connection/ended of every namespace of a wallet leaves none active and the chosen network as shown', () => {
    const s = run(
      empty,
      connected('solana', SOL),
      connected('eip155', EVM),
      { type: 'connection/activated', namespace: 'eip155' },
      { type: 'connection/ended', namespaces: ['eip155', 'solana'] },
    )
    expect(s).toEqual({ ...empty, selectedNetworkId: EVM })
  })

  it('connection/ended of the active namespace alone hands over to one still connected', () => {
    const s = run(empty, connected('solana', SOL), connected('eip155', EVM), {
      type: 'connection/ended',
      namespaces: ['eip155'],
    })
    expect(s.activeNamespace).toBe('solana')
    expect(s.selectedNetworkId).toBe(SOL)
  })

  it('returns the same state for events that change nothing', () => {
    const s = run(empty, connected('eip155', EVM))
    expect(
      connectionsReducer(
        s,
        { type: 'connection/ended', namespaces: ['solana'] },
        context,
      ),
    ).toBe(s)
    expect(
      connectionsReducer(
        s,
        { type: 'connection/activated', namespace: 'eip155' },
        context,
      ),
    ).toBe(s)
    expect(
      connectionsReducer(
        s,
        {
          type: 'connection/walletChanged',
          namespace: 'solana',
          accounts: ['x'],
        },
        context,
      ),
    ).toBe(s)
  })

  it('connection/networkSelected chooses a network while nothing is connected', () => {
    const s = run(empty, {
      type: 'connection/networkSelected',
      caipNetworkId: SOL,
    })
    expect(s.selectedNetworkId).toBe(SOL)
  })

  it('connection/restoring shows the last accounts while the wallet confirms', () => {
    const s = run(empty, {
      type: 'connection/restoring',
      namespace: 'eip155',
      connection: { connectorId: 'w', accounts: ['a'], caipNetworkId: EVM2 },
    })
    expect(s.namespaces.eip155?.status).toBe('reconnecting')
    // Not connected yet: the chosen network waits for the wallet.
    expect(s.selectedNetworkId).toBe(EVM)
  })

  it('connection/smartAccountChecked saves the smart accounts reported per chain, kept when the same wallet connects', () => {
    const checked = (smartAccountDeployed: Record<string, boolean>) =>
      ({
        type: 'connection/smartAccountChecked',
        namespace: 'eip155',
        smartAccountDeployed,
      }) as const
    // No eip155 connection: nothing to put it on.
    expect(
      connectionsReducer(empty, checked({ [`${EVM}:a`]: true }), context),
    ).toBe(empty)
    const restoring = run(empty, {
      type: 'connection/restoring',
      namespace: 'eip155',
      connection: {
        connectorId: 'embedded',
        accounts: ['a'],
        caipNetworkId: EVM,
      },
    })
    const s = run(
      restoring,
      checked({ [`${EVM}:a`]: false }),
      connected('eip155', EVM),
      checked({ [`${EVM}:a`]: false, [`${EVM2}:a`]: true }),
    )
    expect(s.namespaces.eip155?.smartAccountDeployed).toEqual({
      [`${EVM}:a`]: false,
      [`${EVM2}:a`]: true,
    })
    const deployed = run(
      s,
      checked({ [`${EVM}:a`]: true, [`${EVM2}:a`]: true }),
    )
    expect(deployed.namespaces.eip155?.smartAccountDeployed?.[`${EVM}:a`]).toBe(
      true,
    )
    // Another wallet connecting starts without them.
    const other = run(deployed, {
      type: 'connection/established',
      namespace: 'eip155',
      connection: { connectorId: 'w', accounts: ['a'], caipNetworkId: EVM },
    })
    expect(other.namespaces.eip155?.smartAccountDeployed).toBeUndefined()
  })
})
