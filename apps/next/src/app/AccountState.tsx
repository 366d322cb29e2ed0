'use client'
import { useLatchAccount, useLatchNetwork } from '@latch/react'
import { messages } from './messages'

/** The account and network as text, from the same state as the buttons. */
export function AccountState() {
  const { address, status } = useLatchAccount()
  const { caipNetwork } = useLatchNetwork()
  return (
    <dl>
      <dt>{messages.account}</dt>
      <dd data-status={status}>{address ?? messages.notConnected}</dd>
      <dt>{messages.network}</dt>
      <dd>{caipNetwork?.name}</dd>
    </dl>
  )
}
