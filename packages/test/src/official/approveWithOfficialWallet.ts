import type { WalletKit } from '@reown/walletkit'
import { buildAuthObject, populateAuthPayload } from '@walletconnect/utils'
import { nextEvent } from './officialClients.js'

type Signer = {
  address: string
  signMessage(args: { message: string }): Promise<string>
}
type AuthRequest = {
  id: number
  params: {
    authPayload: Parameters<typeof populateAuthPayload>[0]['authPayload']
  }
}

/**
 * The official wallet's side of one-click auth: pairs with `uri`, waits for
 * `session_authenticate`, signs the CACAO (eip191) with `account` on
 * eip155:1 for `personal_sign`, and approves. Returns the wallet's session.
 */
export async function approveWithOfficialWallet(
  wallet: Awaited<ReturnType<typeof WalletKit.init>>,
  { uri, account }: { uri: string; account: Signer },
) {
  const request = nextEvent<AuthRequest>(wallet, 'session_authenticate')
  await wallet.pair({ uri })
  const { id, params } = await request
  const authPayload = populateAuthPayload({
    authPayload: params.authPayload,
    chains: ['eip155:1'],
    methods: ['personal_sign'],
  })
  const iss = `did:pkh:eip155:1:${account.address}`
  const message = wallet.formatAuthMessage({ request: authPayload, iss })
  const cacao = buildAuthObject(
    authPayload,
    { t: 'eip191', s: await account.signMessage({ message }) },
    iss,
  )
  const { session } = await wallet.approveSessionAuthenticate({
    id,
    auths: [cacao],
  })
  return session
}
