// The reference wallet in Chromium against a dapp in Node (the Latch sign
// client, dapp side) through the relay of the e2e setup: connect by link and
// by pasting, every supported request, events, reload, disconnect.

import { devAccounts } from '@latch/devnet'
import { waitForReceipt } from '@latch/devnet/node'
import type { SignClient, SignClientEvents } from '@latch/protocol/client'
import type { BrowserContext } from 'playwright-core'
import {
  createPublicClient,
  http,
  toHex,
  verifyMessage,
  verifyTypedData,
} from 'viem'
import { afterEach, beforeEach, expect, inject, test } from 'vitest'
import { launchChromium } from '../../../scripts/chromium.mjs'
import {
  answerWallet,
  createNodeDapp,
  openWallet,
  pasteUri,
  sessionItem,
  walletDialog,
} from './wallet.js'

const [dev0, dev1] = devAccounts as [
  (typeof devAccounts)[0],
  (typeof devAccounts)[0],
]
const methods = [
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_switchEthereumChain',
]
const events = ['chainChanged', 'accountsChanged']

let dapp: SignClient
let browser: { context: BrowserContext; close(): Promise<void> }
beforeEach(async () => {
  dapp = await createNodeDapp(inject('relayUrl'))
  browser = await launchChromium()
})
afterEach(async () => {
  await browser.close()
  await dapp.close()
})

function collect<name extends keyof SignClientEvents>(name: name) {
  const seen: SignClientEvents[name][] = []
  dapp.on(name, (event) => seen.push(event))
  return seen
}

async function until(check: () => boolean) {
  for (let i = 0; i < 100 && !check(); i++)
    await new Promise((resolve) => setTimeout(resolve, 100))
  expect(check()).toBe(true)
}

test('by link: approve, sign, send, switch, account change, reload, disconnect', async () => {
  const { uri, approval } = await dapp.connect({
    requiredNamespaces: {
      eip155: { chains: ['eip155:31337'], methods, events },
    },
    optionalNamespaces: {
      eip155: { chains: ['eip155:31338'], methods, events },
    },
  })
  const { page, errors } = await openWallet(
    browser.context,
    inject('walletUrl'),
    uri,
  )
  const proposal = walletDialog(page, 'Connection request')
  await proposal.getByText('Node Dapp wants to connect').waitFor()
  await expect(
    proposal.getByText('http://dapp.test', { exact: true }).count(),
  ).resolves.toBe(1)
  await expect(
    proposal.getByText('Latch Devnet (eip155:31337)').count(),
  ).resolves.toBe(1)
  await answerWallet(page, 'Connection request', 'Approve')
  const session = await approval()
  const { topic } = session
  expect(session.namespaces.eip155?.accounts).toEqual([
    `eip155:31337:${dev0.address}`,
    `eip155:31338:${dev0.address}`,
  ])
  await sessionItem(page, 'Node Dapp').waitFor()

  // personal_sign
  const signed = dapp.request<`0x${string}`>({
    topic,
    chainId: 'eip155:31337',
    request: {
      method: 'personal_sign',
      params: [toHex('hello'), dev0.address],
    },
  })
  const sign = walletDialog(page, 'Sign message')
  await sign.getByText('hello', { exact: true }).waitFor()
  await answerWallet(page, 'Sign message', 'Approve')
  const signature = await signed
  expect(
    await verifyMessage({ address: dev0.address, message: 'hello', signature }),
  ).toBe(true)

  // Reject → the SDK's USER_REJECTED
  const rejected = dapp.request({
    topic,
    chainId: 'eip155:31337',
    request: { method: 'personal_sign', params: [toHex('no'), dev0.address] },
  })
  rejected.catch(() => {})
  await answerWallet(page, 'Sign message', 'Reject')
  await expect(rejected).rejects.toMatchObject({ code: 5000 })

  // eth_signTypedData_v4
  const typedData = {
    domain: { name: 'Latch', version: '1', chainId: 31337 },
    types: {
      EIP712Domain: [
        { name: 'name', type: 'string' },
        { name: 'version', type: 'string' },
        { name: 'chainId', type: 'uint256' },
      ],
      Mail: [{ name: 'contents', type: 'string' }],
    },
    primaryType: 'Mail',
    message: { contents: 'hi' },
  } as const
  const typed = dapp.request<`0x${string}`>({
    topic,
    chainId: 'eip155:31337',
    request: {
      method: 'eth_signTypedData_v4',
      params: [dev0.address, JSON.stringify(typedData)],
    },
  })
  await answerWallet(page, 'Sign typed data', 'Approve')
  expect(
    await verifyTypedData({
      domain: typedData.domain,
      types: { Mail: typedData.types.Mail },
      primaryType: 'Mail',
      message: typedData.message,
      address: dev0.address,
      signature: await typed,
    }),
  ).toBe(true)

  // eth_sendTransaction on the devnet
  const sent = dapp.request<`0x${string}`>({
    topic,
    chainId: 'eip155:31337',
    request: {
      method: 'eth_sendTransaction',
      params: [{ from: dev0.address, to: dev1.address, value: '0x1' }],
    },
  })
  await answerWallet(page, 'Send transaction', 'Approve')
  const rpc = createPublicClient({ transport: http(inject('rpcUrls')[0]) })
  const receipt = await waitForReceipt(rpc, await sent)
  expect(receipt.status).toBe('success')
  expect(receipt.from.toLowerCase()).toBe(dev0.address.toLowerCase())

  // wallet_switchEthereumChain → chainChanged
  const sessionEvents = collect('session_event')
  const switched = dapp.request({
    topic,
    chainId: 'eip155:31337',
    request: {
      method: 'wallet_switchEthereumChain',
      params: [{ chainId: '0x7a6a' }],
    },
  })
  await answerWallet(page, 'Switch network', 'Approve')
  expect(await switched).toBeNull()
  await until(() => sessionEvents.length > 0)
  expect(sessionEvents[0]?.params).toEqual({
    chainId: 'eip155:31338',
    event: { name: 'chainChanged', data: 31338 },
  })
  await expect(
    page.getByRole('combobox', { name: 'Network' }).inputValue(),
  ).resolves.toBe('31338')

  // An unknown chain is refused with 4902, no prompt needed to answer it.
  const unknown = dapp.request({
    topic,
    chainId: 'eip155:31337',
    request: {
      method: 'wallet_switchEthereumChain',
      params: [{ chainId: '0x1' }],
    },
  })
  unknown.catch(() => {})
  await answerWallet(page, 'Switch network', 'Approve')
  await expect(unknown).rejects.toMatchObject({ code: 4902 })

  // Account switch in the wallet → session update + accountsChanged
  const updates = collect('session_update')
  await page.getByRole('combobox', { name: 'Account' }).selectOption('1')
  await until(() => sessionEvents.length > 1 && updates.length > 0)
  expect(sessionEvents[1]?.params.event).toEqual({
    name: 'accountsChanged',
    data: [dev1.address],
  })
  expect(dapp.getSession(topic)?.namespaces.eip155?.accounts).toEqual([
    `eip155:31338:${dev1.address}`,
    `eip155:31337:${dev1.address}`,
  ])

  // The session survives a reload of the wallet.
  await page.reload()
  await sessionItem(page, 'Node Dapp').waitFor()

  // Disconnect in the wallet → session_delete at the dapp
  const deleted = collect('session_delete')
  await page.getByRole('button', { name: 'Disconnect Node Dapp' }).click()
  await page.getByRole('status').getByText('Disconnected Node Dapp.').waitFor()
  await until(() => deleted.length > 0)
  expect(deleted[0]?.topic).toBe(topic)
  await expect(sessionItem(page, 'Node Dapp').count()).resolves.toBe(0)
  expect(errors).toEqual([])
})

test('by paste: a rejected proposal rejects the dapp’s approval', async () => {
  const { uri, approval } = await dapp.connect({
    optionalNamespaces: {
      eip155: { chains: ['eip155:31337'], methods, events },
    },
  })
  const settled = approval()
  settled.catch(() => {})
  const { page, errors } = await openWallet(
    browser.context,
    inject('walletUrl'),
  )
  await pasteUri(page, 'not a uri')
  await page
    .getByRole('alert')
    .getByText(/not a WalletConnect link/)
    .waitFor()
  await pasteUri(page, uri ?? '')
  await answerWallet(page, 'Connection request', 'Reject')
  await expect(settled).rejects.toMatchObject({ code: 5000 })
  await page.getByRole('status').getByText('Rejected Node Dapp.').waitFor()
  expect(errors).toEqual([])
})

test('a proposal requiring an unknown chain is refused with UNSUPPORTED_CHAINS', async () => {
  const { uri, approval } = await dapp.connect({
    requiredNamespaces: {
      eip155: { chains: ['eip155:1'], methods: ['personal_sign'], events: [] },
    },
  })
  const settled = approval()
  settled.catch(() => {})
  const { page } = await openWallet(browser.context, inject('walletUrl'), uri)
  await answerWallet(page, 'Connection request', 'Approve')
  await expect(settled).rejects.toMatchObject({ code: 5100 })
  await page
    .getByRole('alert')
    .getByText(/eip155:1/)
    .waitFor()
  await expect(sessionItem(page, 'Node Dapp').count()).resolves.toBe(0)
})
