import { createAppKit } from '@reown/appkit'
import { UniversalProvider } from '@walletconnect/universal-provider'
import { referenceNetworks } from './referenceNetworks.js'

export type ReferenceClientSettings = {
  /** latch-relay, e.g. ws://127.0.0.1:8787 */
  relayUrl: string
  /** A project on the Latch API, e.g. latch-demo */
  projectId: string
  env: ImportMetaEnv
}

/**
 * The reference client as a team on it sets it up, without a chain adapter:
 * a UniversalProvider on latch-relay, handed to `createAppKit`. The vendor's
 * API, analytics and Verify hosts are fixed in the client; the e2e test
 * routes them to latch-api (see README.md).
 */
export async function createReferenceClient({
  relayUrl,
  projectId,
  env,
}: ReferenceClientSettings) {
  const metadata = {
    name: 'Reference client',
    description: 'The reference web client on a Latch stack',
    url: window.location.origin,
    icons: [],
  }
  const universalProvider = await UniversalProvider.init({
    projectId,
    relayUrl,
    metadata,
  })
  const networks = referenceNetworks(env)
  const appKit = createAppKit({
    projectId,
    metadata,
    networks: [...networks],
    defaultNetwork: networks[0],
    universalProvider,
    // What Latch serves: no e-mail or social login, no swaps or on-ramp.
    features: { email: false, socials: false, swaps: false, onramp: false },
  })
  return { appKit, universalProvider }
}
