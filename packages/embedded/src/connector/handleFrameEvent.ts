import type { FrameEventName } from '@latch/common/embedded-protocol'
import {
  type AuthConnectorEventMap,
  type ConnectorEventMap,
  EmbeddedSessionExpiredError,
  type Emitter,
} from '@latch/core'
import type { EmbeddedAccount } from './createEmbeddedAccount.js'
import type { EmbeddedProvider } from './createEmbeddedProvider.js'
import type { Frame } from './createFrame.js'
import type { FrameLoader } from './createFrameLoader.js'
import { readChainNumber } from './readChainNumber.js'

const isString = (v: unknown): v is string => typeof v === 'string'

export type FrameEventTargets = {
  loader: Pick<FrameLoader, 'onEvent'>
  frame: Pick<Frame, 'openApproval' | 'closeApproval' | 'setContentHeight'>
  account: EmbeddedAccount
  provider: Pick<EmbeddedProvider, 'emit' | 'cancelApprovals'>
  emitter: Emitter<ConnectorEventMap>
  authEmitter: Emitter<AuthConnectorEventMap>
  /** The page's error for the frame's error payload. */
  toError(payload: unknown): Error
}

/**
 * What the frame reports, followed on the page: start-up into the
 * loader, approvals into the frame's box and the `approvalOpen/Close`
 * events, the service's session end as a disconnect, account and chain
 * changes as connector and provider events.
 */
export function handleFrameEvent(
  targets: FrameEventTargets,
  name: FrameEventName,
  payload: unknown,
) {
  const { loader, frame, account, provider, emitter, authEmitter } = targets
  const data = (payload ?? {}) as Record<string, unknown>
  switch (name) {
    case 'READY':
    case 'INIT_ERROR':
      return loader.onEvent(name, payload)
    case 'APPROVAL_OPEN':
      frame.openApproval()
      if (isString(data.method))
        authEmitter.emit('approvalOpen', {
          method: data.method.slice(0, 64),
          ...(isString(data.title) ? { title: data.title.slice(0, 120) } : {}),
        })
      return
    case 'APPROVAL_SIZE':
      return frame.setContentHeight(data.height)
    case 'APPROVAL_CLOSE':
      frame.closeApproval()
      authEmitter.emit('approvalClose', { approved: data.approved === true })
      return
    case 'SESSION_ENDED':
      return endSession(targets, targets.toError(data))
    case 'ACCOUNTS_CHANGED': {
      const { user } = account
      const accounts = data.accounts
      if (!user || !Array.isArray(accounts) || !accounts.every(isString)) return
      const [address] = accounts
      if (address && address !== user.address)
        account.setUser({ ...user, address })
      emitter.emit('change', { accounts })
      provider.emit('accountsChanged', accounts)
      return
    }
    case 'LOG':
      // Into the page's bounded log (core's getLogs), one line at most 1 KB.
      if (isString(data.line))
        authEmitter.emit('log', { line: data.line.slice(0, 1_000) })
      return
    case 'CHAIN_CHANGED': {
      const next = readChainNumber(data.chainId)
      if (!next || next === account.chainId) return
      account.chainId = next
      emitter.emit('change', { chainId: next })
      provider.emit('chainChanged', `0x${next.toString(16)}`)
    }
  }
}

/** The service ended the session: the page disconnects (and says why). */
function endSession(
  { account, provider, frame, emitter, authEmitter }: FrameEventTargets,
  error: Error,
) {
  if (!account.user) return
  provider.cancelApprovals()
  frame.closeApproval()
  account.setUser(undefined)
  if (error instanceof EmbeddedSessionExpiredError)
    authEmitter.emit('error', { error })
  emitter.emit('disconnect')
  provider.emit('disconnect', error)
}
