'use client'
import { ConnectButton, NetworkButton } from '@latch/react'
import { messages } from './messages'

/** The wallet buttons: ConnectButton turns into the AccountButton once connected. */
export function Header() {
  return (
    <header>
      <nav aria-label={messages.headerNav}>
        <ConnectButton />
        <NetworkButton />
      </nav>
    </header>
  )
}
