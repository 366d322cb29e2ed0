import {
  useGrantPermissions,
  usePermissions,
  useRevokePermissions,
} from '@latch/react'
import { useId, useRef, useState } from 'react'
import type { demoNetworks } from '../demoNetworks.js'
import { messages } from '../messages.js'
import type { SessionKey } from './sessionKey.js'
import {
  SESSION_ALLOWANCE,
  SESSION_RECIPIENT,
  SESSION_SECONDS,
  SESSION_SPEND,
} from './sessionTerms.js'

type Network = ReturnType<typeof demoNetworks>[number]

const errorText = (error: { shortMessage?: string } | null) =>
  messages.signatureError(
    String((error as { code?: unknown } | null)?.code ?? messages.unknownCode),
    error?.shortMessage ?? '',
  )

/**
 * ERC-7715 smart sessions: grants this page a key that spends up to
 * 0.05 ETH from the user's account for an hour (one approval in the
 * wallet: the embedded wallet's smart account, or the dev wallet's EOA
 * upgraded by EIP-7702 with `?devwalletSessions=1`), spends through it with no prompt (the key's own transaction to
 * the DelegationManager: the limits are enforced on chain), and revokes it.
 */
export function SessionPanel({ network }: { network: Network }) {
  const headingId = useId()
  const rpcUrl = network.rpcUrls.default.http[0] ?? ''
  const grant = useGrantPermissions()
  const revoke = useRevokePermissions()
  const stored = usePermissions()
  const key = useRef<SessionKey | undefined>(undefined)
  const [spend, setSpend] = useState<{ count: number; text: string }>({
    count: 0,
    text: messages.none,
  })
  const session = grant.data

  const onGrant = async () => {
    const { newSessionKey } = await import('./sessionKey.js')
    const fresh = await newSessionKey(rpcUrl, SESSION_SECONDS)
    key.current = fresh
    revoke.reset()
    grant.grantPermissions({
      chainId: Number(network.id),
      expiry: fresh.expiry,
      sessionKey: fresh.address,
      permissions: [
        {
          type: 'native-token-transfer',
          data: { allowance: SESSION_ALLOWANCE },
        },
      ],
    })
  }

  const onSpend = async () => {
    if (!session?.delegationManager || !key.current) return
    const n = spend.count + 1
    const { spendWithSession } = await import('./sessionKey.js')
    const text = await spendWithSession(rpcUrl, {
      key: key.current,
      permissionsContext: session.permissionsContext,
      delegationManager: session.delegationManager,
      to: SESSION_RECIPIENT,
      value: SESSION_SPEND,
    }).then(
      (status) => messages.sessionSpend(n, status),
      (error: Error) => messages.sessionSpendFailed(n, error.message),
    )
    setSpend({ count: n, text })
  }

  const status = grant.isError
    ? errorText(grant.error)
    : revoke.isError
      ? errorText(revoke.error)
      : revoke.isSuccess
        ? messages.sessionRevoked
        : session
          ? messages.sessionGranted(
              new Date(session.expiry * 1000).toISOString(),
            )
          : messages.none
  const live = stored.data?.filter((s) => !s.revoked).length
  return (
    <section aria-labelledby={headingId} className="panel">
      <h2 id={headingId}>{messages.sessionHeading}</h2>
      <p>{messages.sessionExplain}</p>
      <button type="button" aria-busy={grant.isPending} onClick={onGrant}>
        {messages.grantSession}
      </button>
      <output aria-label={messages.sessionKeyLabel}>
        {session?.sessionKey ?? messages.none}
      </output>
      <output aria-label={messages.sessionLabel}>{status}</output>
      <button type="button" disabled={!session} onClick={onSpend}>
        {messages.spendWithSession}
      </button>
      <output aria-label={messages.sessionSpendLabel}>{spend.text}</output>
      <button
        type="button"
        disabled={!session}
        aria-busy={revoke.isPending}
        onClick={() =>
          session &&
          revoke.revokePermissions({
            permissionsContext: session.permissionsContext,
          })
        }
      >
        {messages.revokeSession}
      </button>
      <output aria-label={messages.sessionsStoredLabel}>
        {live === undefined ? messages.none : String(live)}
      </output>
    </section>
  )
}
