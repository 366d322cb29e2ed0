// The demo's block explorer for the local devnets: `explorer.html?chain=
// 31337#/tx/0x…` (the link Latch's toasts and Activity rows give) shows that
// transaction as the devnet's node reports it, an ERC-20 transfer decoded
// (token, amount, recipient). No framework: a page of text.

import { formatEther } from 'viem'
import { demoNetworks } from '../demoNetworks.js'
import { messages } from '../messages.js'
import { readTokenTransfer } from './readTokenTransfer.js'
import { readTransaction } from './readTransaction.js'

const root = document.getElementById('explorer') as HTMLElement

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  text?: string,
  className?: string,
) {
  const node = document.createElement(tag)
  if (text !== undefined) node.textContent = text
  if (className) node.className = className
  return node
}

function show(...nodes: Node[]) {
  const back = element('a', messages.explorerBack)
  back.href = new URL('./', location.href).pathname
  root.replaceChildren(element('h1', messages.explorerTitle), ...nodes, back)
}

async function main() {
  const chainId = Number(new URLSearchParams(location.search).get('chain'))
  const network = demoNetworks(import.meta.env).find((n) => n.id === chainId)
  const hash = /^#\/tx\/(0x[0-9a-fA-F]{64})$/.exec(location.hash)?.[1]
  const url = network?.rpcUrls.default.http[0]
  if (!network || !hash || !url) {
    show(element('p', messages.explorerNoHash))
    return
  }
  const status = element('p', messages.explorerLoading)
  status.setAttribute('role', 'status')
  show(status)
  try {
    const tx = await readTransaction(url, hash)
    if (!tx) {
      status.textContent = messages.explorerNotFound
      return
    }
    const list = element('dl')
    const fact = (label: string, value: string, mono = false) =>
      list.append(
        element('dt', label),
        element('dd', value, mono ? 'mono' : undefined),
      )
    fact(messages.explorerTransaction, tx.hash, true)
    fact(messages.explorerNetwork, network.name)
    fact(
      messages.explorerStatus,
      tx.status === 'pending'
        ? messages.explorerPending
        : tx.status === 'confirmed'
          ? messages.explorerConfirmed
          : messages.explorerReverted,
    )
    if (tx.block !== undefined) fact(messages.explorerBlock, `${tx.block}`)
    fact(messages.explorerFrom, tx.from, true)
    fact(messages.explorerTo, tx.to ?? messages.none, true)
    fact(messages.explorerValue, `${formatEther(tx.value)} ETH`)
    const transfer = tx.to && (await readTokenTransfer(url, tx.to, tx.input))
    if (transfer) {
      fact(messages.explorerToken, `${transfer.symbol} (${transfer.token})`)
      fact(messages.explorerAmount, `${transfer.formatted} ${transfer.symbol}`)
      if (transfer.from) fact(messages.explorerTokensFrom, transfer.from, true)
      fact(messages.explorerRecipient, transfer.to, true)
    }
    status.textContent = ''
    show(status, list)
  } catch (error) {
    status.textContent = messages.explorerFailed(
      error instanceof Error ? error.message : String(error),
    )
  }
}

void main()
