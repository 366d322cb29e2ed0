// Issue #22 item 5: latch-api stores a session any wallet granted (here an
// EOA upgraded by EIP-7702 to the Delegation Framework's
// EIP7702StatelessDeleGator, as the dev wallet does) when the signed
// delegation proves it, and marks it revoked once the chain says so, with
// no further signature. Real anvil with the Delegation Framework's
// contracts; PGlite and PostgreSQL.

import {
  createSessionDelegation,
  delegationTypedData,
  encodeDisableDelegation,
  encodePermissionsContext,
  parsePermissionsRequest,
  sessionCaveats,
  sessionRevokeMessage,
  smartAccountContracts,
} from '@latch/common/smart-account'
import {
  type StartAnvilReturnType,
  seedSmartAccounts,
  startAnvil,
  waitForReceipt,
} from '@latch/devnet/node'
import {
  type Address,
  createPublicClient,
  createWalletClient,
  type Hex,
  http,
  numberToHex,
  parseEther,
} from 'viem'
import {
  generatePrivateKey,
  type PrivateKeyAccount,
  privateKeyToAccount,
} from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createBlockchainTestApi,
  testChain,
} from '../../../test/blockchain/createBlockchainTestApi.js'
import { dbKinds } from '../../../test/testDbs.js'

let anvil: StartAnvilReturnType
beforeAll(async () => {
  anvil = await startAnvil({ port: 0 })
  await seedSmartAccounts({ rpcUrl: anvil.url })
}, 90_000)
afterAll(async () => {
  await anvil?.stop()
})

const client = () => createPublicClient({ transport: http(anvil.url) })

/** A funded EOA upgraded by EIP-7702 to EIP7702StatelessDeleGator. */
async function upgradedEoa() {
  const eoa = privateKeyToAccount(generatePrivateKey())
  await client().request({
    method: 'anvil_setBalance' as never,
    params: [eoa.address, numberToHex(parseEther('1'))] as never,
  })
  const wallet = createWalletClient({
    account: eoa,
    transport: http(anvil.url),
  })
  const authorization = await wallet.signAuthorization({
    account: eoa,
    contractAddress: smartAccountContracts.EIP7702StatelessDeleGator,
    executor: 'self',
    chainId: 31337,
  })
  const hash = await wallet.sendTransaction({
    chain: null,
    to: eoa.address,
    data: '0x',
    authorizationList: [authorization],
  })
  await waitForReceipt(client(), hash)
  return { eoa, wallet }
}

/** The RPC form of a permission list, as the toolkit sends it. */
const nativeLimit = (wei: bigint) => [
  { type: 'native-token-transfer', data: { allowance: numberToHex(wei) } },
]

/** `eoa` grants `permissions` to a fresh key, signed by `signer` (default: itself). */
async function signedGrant(
  eoa: PrivateKeyAccount,
  permissions: unknown[],
  signer: PrivateKeyAccount = eoa,
) {
  const expiry = Number((await client().getBlock()).timestamp) + 3600
  const key = privateKeyToAccount(generatePrivateKey()).address
  const request = parsePermissionsRequest(
    {
      expiry,
      permissions,
      signer: { type: 'account', data: { address: key } },
    },
    { chainId: 31337, now: expiry - 3600 },
  )
  const delegation = createSessionDelegation({
    delegator: eoa.address,
    delegate: key,
    caveats: sessionCaveats(request),
    salt: 7n,
  })
  const signature = await signer.signTypedData(
    delegationTypedData({ delegation, chainId: 31337 }),
  )
  const signed = { ...delegation, signature }
  return {
    key,
    signed,
    body: {
      pci: encodePermissionsContext([signed]),
      chainId: 31337,
      expiry,
      permissions,
    },
  }
}

describe('POST /v1/sessions/{address}: a wallet’s own grant, stored on its signature', () => {
  it.each(dbKinds)(
    'an EIP-7702 EOA’s session is stored once, listed, refused when it is not what was signed, and marked revoked once disabled on chain (%s)',
    async (kind) => {
      const api = await createBlockchainTestApi({
        kind,
        chains: [testChain(31337, anvil.url)],
      })
      const { eoa, wallet } = await upgradedEoa()
      const grant = await signedGrant(eoa, nativeLimit(parseEther('0.05')))
      const store = (body: unknown, account: string = eoa.address) =>
        api.post(`/v1/sessions/${account}`, body)
      const list = async (account: string = eoa.address) =>
        (
          (await (await api.get(`/v1/sessions/${account}`)).json()) as {
            sessions: {
              pci: string
              sessionKey: string
              permissions: unknown[]
              expiry: number
              revoked: boolean
            }[]
          }
        ).sessions
      const answer = async (response: Response) => [
        response.status,
        ((await response.json()) as { code?: string }).code,
      ]

      // Not what was signed, or not the account's: refused, nothing stored.
      expect(
        await answer(
          await store({
            ...grant.body,
            permissions: nativeLimit(parseEther('5')),
          }),
        ),
      ).toEqual([400, 'INVALID_PERMISSIONS'])
      expect(
        await answer(
          await store({ ...grant.body, expiry: grant.body.expiry + 1 }),
        ),
      ).toEqual([400, 'INVALID_PERMISSIONS'])
      const someoneElse = privateKeyToAccount(generatePrivateKey())
      expect(
        await answer(await store(grant.body, someoneElse.address)),
      ).toEqual([400, 'INVALID_PERMISSIONS'])
      const forged = await signedGrant(
        eoa,
        nativeLimit(parseEther('0.05')),
        someoneElse,
      )
      expect(await answer(await store(forged.body))).toEqual([
        403,
        'INVALID_SIGNATURE',
      ])
      // Bad input: 4xx, never 5xx.
      for (const [body, status] of [
        [{ ...grant.body, pci: 'zz' }, 400],
        [{ ...grant.body, pci: '0xabcd' }, 400],
        [{ ...grant.body, chainId: '31337' }, 400],
        [{ ...grant.body, chainId: 1 }, 400],
        [{ ...grant.body, permissions: 'all' }, 400],
        ['{"pci":', 400],
      ] as const) {
        const response = await store(body)
        expect([JSON.stringify(body).slice(0, 30), response.status]).toEqual([
          JSON.stringify(body).slice(0, 30),
          status,
        ])
      }
      expect(await list()).toEqual([])

      // The owner's signed delegation: stored, and a second time changes nothing.
      const stored = await store(grant.body)
      expect([stored.status, await stored.json()]).toEqual([
        200,
        { stored: true },
      ])
      expect((await store(grant.body)).status).toBe(200)
      expect(await list(`eip155:31337:${eoa.address}`)).toEqual([
        expect.objectContaining({
          pci: grant.body.pci.toLowerCase(),
          sessionKey: grant.key.toLowerCase(),
          expiry: grant.body.expiry,
          permissions: [
            {
              type: 'native-token-transfer',
              allowance: parseEther('0.05').toString(),
            },
          ],
          revoked: false,
        }),
      ])

      // Revoke with no signature: refused while the chain still honours it…
      const revoke = (body: unknown) =>
        api.post(`/v1/sessions/${eoa.address}/revoke`, body)
      expect(await answer(await revoke({ pci: grant.body.pci }))).toEqual([
        403,
        'SESSION_NOT_REVOKED',
      ])
      expect((await list())[0]?.revoked).toBe(false)
      // …and accepted once the EOA disabled the delegation itself.
      const hash = await wallet.sendTransaction({
        chain: null,
        to: smartAccountContracts.DelegationManager,
        data: encodeDisableDelegation(grant.signed),
      })
      expect((await waitForReceipt(client(), hash)).status).toBe('success')
      const revoked = await revoke({ pci: grant.body.pci })
      expect([revoked.status, await revoked.json()]).toEqual([
        200,
        { revoked: true },
      ])
      expect((await list())[0]?.revoked).toBe(true)
      // The signature route still works for the EOA (its own ECDSA).
      const other = await signedGrant(eoa, nativeLimit(parseEther('0.01')))
      expect((await store(other.body)).status).toBe(200)
      const signature = await eoa.signMessage({
        message: sessionRevokeMessage(other.body.pci as Hex),
      })
      expect((await revoke({ pci: other.body.pci, signature })).status).toBe(
        200,
      )
      expect((await list()).map((s) => s.revoked)).toEqual([true, true])
      expect((await list(someoneElse.address as Address)).length).toBe(0)
    },
    120_000,
  )
})
