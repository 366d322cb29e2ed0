import { toHybridDeleGatorAccount } from '@latch/common/smart-account'
import {
  devAccounts,
  type StartAnvilReturnType,
  seedSmartAccounts,
  startAnvil,
  waitForReceipt,
} from '@latch/devnet/node'
import { JsonRpcProvider } from 'ethers'
import type { Hono } from 'hono'
import { SiweMessage } from 'siwe'
import {
  type Address,
  concat,
  createPublicClient,
  encodeAbiParameters,
  encodeFunctionData,
  getContractAddress,
  type Hex,
  http,
  keccak256,
  serializeErc6492Signature,
  toHex,
} from 'viem'
import {
  generatePrivateKey,
  type PrivateKeyAccount,
  privateKeyToAccount,
} from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { devnetWallet } from '../../test/blockchain/devnetWallet.js'
import { compileSiwxTestWallet } from '../../test/siwx/compileSiwxTestWallet.js'
import {
  createSiwxTestApi,
  SIWX_ORIGIN,
  SIWX_PROJECT_ID,
} from '../../test/siwx/createSiwxTestApi.js'
import { dbKinds } from '../../test/testDbs.js'
import type { AppEnv } from '../app/types.js'

// EIP-1271 and EIP-6492 against a real chain: SiwxTestWallet.sol (an
// owner-signed EIP-1271 wallet and its CREATE2 factory), compiled with solc
// and deployed on anvil; and Latch's own smart account (the Delegation
// Framework's HybridDeleGator, seedSmartAccounts) that embedded users sign
// in with.

const owner = privateKeyToAccount(generatePrivateKey())
const stranger = privateKeyToAccount(generatePrivateKey())
let anvil: StartAnvilReturnType
let factory: Address
let deployed: Address
let counterfactual: Address
let deployCall: Hex
let compiled: Awaited<ReturnType<typeof compileSiwxTestWallet>>

beforeAll(async () => {
  ;[anvil, compiled] = await Promise.all([
    startAnvil({ port: 0 }),
    compileSiwxTestWallet(),
  ])
  await seedSmartAccounts({ rpcUrl: anvil.url })
  const deployer = devnetWallet(anvil.url, devAccounts[9]!)
  const hash = await deployer.deployContract({
    abi: compiled.factory.abi,
    bytecode: compiled.factory.bytecode,
  })
  factory = (await waitForReceipt(deployer, hash)).contractAddress as Address
  const walletAt = (salt: Hex) =>
    getContractAddress({
      opcode: 'CREATE2',
      from: factory,
      salt,
      bytecode: concat([
        compiled.wallet.bytecode,
        encodeAbiParameters([{ type: 'address' }], [owner.address]),
      ]),
    })
  const deploySalt = keccak256(toHex('deployed'))
  const tx = await deployer.writeContract({
    address: factory,
    abi: compiled.factory.abi,
    functionName: 'deploy',
    args: [owner.address, deploySalt],
  })
  await waitForReceipt(deployer, tx)
  deployed = walletAt(deploySalt)
  const laterSalt = keccak256(toHex('counterfactual'))
  counterfactual = walletAt(laterSalt)
  deployCall = encodeFunctionData({
    abi: compiled.factory.abi,
    functionName: 'deploy',
    args: [owner.address, laterSalt],
  })
}, 120_000)
afterAll(async () => {
  await anvil?.stop()
})

const code = async (address: Address) =>
  devnetWallet(anvil.url, devAccounts[9]!).getCode({ address })

describe.each(dbKinds)('SIWX contract accounts on %s', (kind) => {
  let app: Hono<AppEnv>
  beforeAll(async () => {
    ;({ app } = await createSiwxTestApi({
      kind,
      rpcUrls: [anvil.url, anvil.url],
    }))
  })
  const url = (path: string) =>
    `http://localhost${path}?projectId=${SIWX_PROJECT_ID}`
  const message = async (address: Address) => {
    const res = await app.request(url('/v1/siwx/nonce'), { method: 'POST' })
    const { nonce } = (await res.json()) as { nonce: string }
    return createSiweMessage({
      domain: 'app.example',
      uri: 'https://app.example/',
      address,
      chainId: 31337,
      version: '1',
      nonce,
      issuedAt: new Date(),
    })
  }
  const verify = (body: { message: string; signature: Hex }) =>
    app.request(url('/v1/siwx/verify'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: SIWX_ORIGIN },
      body: JSON.stringify(body),
    })
  const sign = (account: PrivateKeyAccount, text: string) =>
    account.signMessage({ message: text })

  it('signs in a deployed EIP-1271 wallet (siwe + ethers agree)', async () => {
    expect(await code(deployed)).toMatch(/^0x[0-9a-f]{10,}/)
    const text = await message(deployed)
    const signature = await sign(owner, text)
    const res = await verify({ message: text, signature })
    expect(res.status, await res.clone().text()).toBe(200)
    const { session } = (await res.json()) as { session: { account: string } }
    expect(session.account).toBe(`eip155:31337:${deployed}`)
    // The reference package checks EIP-1271 through an ethers provider.
    const provider = new JsonRpcProvider(anvil.url, 31337, {
      staticNetwork: true,
    })
    const checked = await new SiweMessage(text).verify(
      { signature, domain: 'app.example' },
      { provider, suppressExceptions: true },
    )
    expect(checked.success).toBe(true)
    provider.destroy()
  })

  it('rejects an EIP-1271 wallet signature by someone else', async () => {
    const text = await message(deployed)
    const res = await verify({
      message: text,
      signature: await sign(stranger, text),
    })
    expect(res.status).toBe(401)
    expect(((await res.json()) as { code: string }).code).toBe(
      'SIWX_INVALID_SIGNATURE',
    )
  })

  it('signs in a counterfactual wallet with an EIP-6492 signature', async () => {
    expect(await code(counterfactual)).toBeUndefined()
    const text = await message(counterfactual)
    const signature = serializeErc6492Signature({
      address: factory,
      data: deployCall,
      signature: await sign(owner, text),
    })
    const res = await verify({ message: text, signature })
    expect(res.status, await res.clone().text()).toBe(200)
    const { session } = (await res.json()) as {
      session: { address: string; signature: string }
    }
    expect(session.address).toBe(counterfactual)
    expect(session.signature).toBe(signature)
    // eth_call deployed it only inside the call.
    expect(await code(counterfactual)).toBeUndefined()
  })

  it('signs in an embedded user’s smart account (Latch’s HybridDeleGator, not deployed: ERC-6492)', async () => {
    const account = await toHybridDeleGatorAccount({
      client: createPublicClient({ transport: http(anvil.url) }),
      owner,
    })
    expect(await code(account.address)).toBeUndefined()
    const text = await message(account.address)
    const res = await verify({
      message: text,
      signature: await account.signMessage({ message: text }),
    })
    expect(res.status, await res.clone().text()).toBe(200)
    const { session } = (await res.json()) as { session: { address: string } }
    expect(session.address).toBe(account.address)
    const someoneElse = await toHybridDeleGatorAccount({
      client: createPublicClient({ transport: http(anvil.url) }),
      owner: stranger,
    })
    const forged = await verify({
      message: await message(account.address),
      signature: await someoneElse.signMessage({ message: text }),
    })
    expect(forged.status).toBe(401)
  })

  it('rejects an EIP-6492 signature whose inner signature is someone else’s', async () => {
    const text = await message(counterfactual)
    const signature = serializeErc6492Signature({
      address: factory,
      data: deployCall,
      signature: await sign(stranger, text),
    })
    const res = await verify({ message: text, signature })
    expect(res.status).toBe(401)
  })

  it('rejects an EIP-6492 wrapper deploying someone else’s wallet', async () => {
    const text = await message(counterfactual)
    const signature = serializeErc6492Signature({
      address: factory,
      data: encodeFunctionData({
        abi: compiled.factory.abi,
        functionName: 'deploy',
        args: [stranger.address, keccak256(toHex('counterfactual'))],
      }),
      signature: await sign(stranger, text),
    })
    expect((await verify({ message: text, signature })).status).toBe(401)
  })
})

describe('SIWX with the chain node down', () => {
  it('signs EOAs in without the node and answers 503 for contract checks', async () => {
    const { app } = await createSiwxTestApi({
      kind: 'pglite',
      // Nothing listens on port 9 (discard) on loopback here.
      rpcUrls: ['http://127.0.0.1:9', 'http://127.0.0.1:9'],
      siwx: { rpcTimeoutMs: 2_000 },
    })
    const url = (path: string) =>
      `http://localhost${path}?projectId=${SIWX_PROJECT_ID}`
    const signIn = async (address: Address, signer: PrivateKeyAccount) => {
      const res = await app.request(url('/v1/siwx/nonce'))
      const { nonce } = (await res.json()) as { nonce: string }
      const text = createSiweMessage({
        domain: 'app.example',
        uri: 'https://app.example/',
        address,
        chainId: 31337,
        version: '1',
        nonce,
        issuedAt: new Date(),
      })
      return app.request(url('/v1/siwx/verify'), {
        method: 'POST',
        headers: { origin: SIWX_ORIGIN },
        body: JSON.stringify({
          message: text,
          signature: await signer.signMessage({ message: text }),
        }),
      })
    }
    expect((await signIn(owner.address, owner)).status).toBe(200)
    const down = await signIn(deployed, owner)
    expect(down.status).toBe(503)
    expect(((await down.json()) as { code: string }).code).toBe(
      'SIWX_CHAIN_UNAVAILABLE',
    )
  })
})
