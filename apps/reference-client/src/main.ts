// The page: a button that opens the reference modal, one that signs a
// message through the connected wallet, and what the client reports.
import { stringToHex } from 'viem'
import { createReferenceClient } from './createReferenceClient.js'

const message = 'Hello from the reference client'

const element = <T extends HTMLElement>(id: string) =>
  document.getElementById(id) as T
const openButton = element<HTMLButtonElement>('open')
const signButton = element<HTMLButtonElement>('sign')
const account = element<HTMLOutputElement>('account')
const network = element<HTMLOutputElement>('network')
const uri = element<HTMLOutputElement>('uri')
const signature = element<HTMLOutputElement>('signature')

const { appKit, universalProvider } = await createReferenceClient({
  relayUrl: import.meta.env.VITE_RELAY_URL || 'ws://127.0.0.1:8787',
  projectId: import.meta.env.VITE_PROJECT_ID || 'latch-demo',
  env: import.meta.env,
})

// Time from the click to the pairing URI, for `npm run bench` (pairing).
let openedAt = 0
universalProvider.on('display_uri', (value: string) => {
  uri.value = value
  uri.dataset.ms = String(Math.round(performance.now() - openedAt))
})

openButton.addEventListener('click', () => {
  openedAt = performance.now()
  uri.value = ''
  delete uri.dataset.ms
  void appKit.open()
})
// Usable once the client is set up (this module awaited it above).
openButton.disabled = false

appKit.subscribeAccount((state) => {
  account.value =
    state.isConnected && state.address ? state.address : 'not connected'
  signButton.disabled = !state.isConnected
}, 'eip155')
appKit.subscribeNetwork((state) => {
  network.value = state.caipNetwork?.name ?? ''
})

signButton.addEventListener('click', async () => {
  signature.value = ''
  const address = appKit.getAddress('eip155')
  const provider = appKit.getProvider<UniversalProviderLike>('eip155')
  if (!address || !provider) return
  try {
    signature.value = await provider.request<string>({
      method: 'personal_sign',
      params: [stringToHex(message), address],
    })
  } catch (error) {
    signature.value = `error: ${(error as Error).message}`
  }
})

type UniversalProviderLike = {
  request<T>(args: { method: string; params: unknown[] }): Promise<T>
}
