import type { ChainNamespace } from '@latch/common'
import type { AccountTab, State } from '../types/state.js'
import { addressLabelKey } from '../utils/addressLabelKey.js'

/** The part of the state the Account view's fields own (SPEC §3). */
export type AccountState = Pick<State, 'accountTabs' | 'addressLabels'>

/**
 * What the store keeps of them: each event carries its field's next value,
 * computed by `accountReducer` where its code loads (`dispatchAccountEvent`),
 * out of the first load.
 */
export type AccountStateEvent =
  | {
      type: 'accountTabs/changed'
      accountTabs: State['accountTabs']
    }
  | {
      type: 'addressLabels/changed'
      addressLabels: State['addressLabels']
    }

/** The named events of the account's view fields. */
export type AccountEvent =
  /** The visitor chose a tab of the Account view (kept per namespace). */
  | { type: 'account/tabSelected'; namespace: ChainNamespace; tab: AccountTab }
  /** Namespaces disconnected: their Account view starts on Tokens again. */
  | { type: 'account/tabsForgotten'; namespaces: readonly ChainNamespace[] }
  /** The host named an address, or (`label` undefined) unnamed it. */
  | { type: 'account/labelSet'; address: string; label: string | undefined }
  /** The host replaced every address label. */
  | {
      type: 'account/labelsReplaced'
      labels: { readonly [address: string]: string }
    }

/**
 * The Account view's fields as pure transitions: the selected tab of each
 * namespace, and the host's address labels (keyed by `addressLabelKey`;
 * an empty label removes one). Returns the same object when nothing changed.
 */
export function accountReducer(
  state: AccountState,
  event: AccountEvent,
): AccountState {
  switch (event.type) {
    case 'account/tabSelected':
      return state.accountTabs?.[event.namespace] === event.tab
        ? state
        : {
            ...state,
            accountTabs: { ...state.accountTabs, [event.namespace]: event.tab },
          }
    case 'account/tabsForgotten': {
      const tabs = state.accountTabs
      if (!tabs || !event.namespaces.some((n) => n in tabs)) return state
      const kept = { ...tabs }
      for (const namespace of event.namespaces) delete kept[namespace]
      return { ...state, accountTabs: kept }
    }
    case 'account/labelSet': {
      const key = addressLabelKey(event.address)
      const label = event.label || undefined
      if (state.addressLabels?.[key] === label) return state
      const labels = { ...state.addressLabels }
      if (label === undefined) delete labels[key]
      else labels[key] = label
      return { ...state, addressLabels: labels }
    }
    case 'account/labelsReplaced': {
      const labels: { [address: string]: string } = {}
      for (const [address, label] of Object.entries(event.labels))
        if (label) labels[addressLabelKey(address)] = label
      return { ...state, addressLabels: labels }
    }
  }
}
