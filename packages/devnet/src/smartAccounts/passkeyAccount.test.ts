// A passkey-owned smart account (issue #22 item 4) against the real
// HybridDeleGator on anvil: no ECDSA owner, one P-256 key, user operations
// and messages signed as WebAuthn assertions and verified on chain (anvil's
// P256VERIFY at 0x100). The authenticator here is a software one standing
// in for the browser's (the same bytes a platform authenticator returns:
// authenticatorData, clientDataJSON with the challenge, a DER signature);
// the browser flow itself is tested with Chromium's virtual authenticator.

import {
  smartAccountContracts,
  toHybridDeleGatorAccount,
} from '@latch/common/smart-account'
import { p256 } from '@noble/curves/nist.js'
import { sha256 } from '@noble/hashes/sha2.js'
import { base64urlnopad } from '@scure/base'
import {
  type Chain,
  concat,
  createPublicClient,
  createWalletClient,
  defineChain,
  type Hex,
  http,
  type PublicClient,
  parseAbi,
  parseEther,
  parseEventLogs,
  type Transport,
  toHex,
  zeroAddress,
} from 'viem'
import {
  entryPoint07Abi,
  toPackedUserOperation,
  toWebAuthnAccount,
  type UserOperation,
} from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { latchDevnet } from '../chains.js'
import { devAccounts } from '../devAccounts.js'
import { type StartAnvilReturnType, startAnvil } from '../node/startAnvil.js'
import { waitForReceipt } from '../node/waitForReceipt.js'
import { seedSmartAccounts } from './seedSmartAccounts.js'

/** A software WebAuthn authenticator with one P-256 credential. */
function softPasskey(rpId = 'latch.localhost') {
  const secret = p256.utils.randomSecretKey()
  const publicKey = toHex(p256.getPublicKey(secret, false).slice(1))
  const id = base64urlnopad.encode(p256.utils.randomSecretKey().slice(0, 16))
  const bytes = (value: BufferSource) =>
    value instanceof ArrayBuffer
      ? new Uint8Array(value)
      : new Uint8Array(value.buffer, value.byteOffset, value.byteLength)
  const getFn = async (options?: CredentialRequestOptions) => {
    const challenge = bytes(options?.publicKey?.challenge as BufferSource)
    const clientDataJSON = new TextEncoder().encode(
      JSON.stringify({
        type: 'webauthn.get',
        challenge: base64urlnopad.encode(challenge),
        origin: `https://${rpId}`,
        crossOrigin: false,
      }),
    )
    // rpIdHash ‖ flags (user present, user verified) ‖ sign count
    const authenticatorData = concat([
      toHex(sha256(new TextEncoder().encode(rpId))),
      '0x05',
      '0x00000001',
    ])
    const signed = sha256(
      new Uint8Array([
        ...Buffer.from(authenticatorData.slice(2), 'hex'),
        ...sha256(clientDataJSON),
      ]),
    )
    const signature = p256.sign(signed, secret, {
      prehash: false,
      format: 'der',
      lowS: false,
    })
    return {
      id,
      type: 'public-key',
      response: {
        clientDataJSON: clientDataJSON.buffer,
        authenticatorData: Buffer.from(authenticatorData.slice(2), 'hex'),
        signature,
      },
    } as never
  }
  return toWebAuthnAccount({
    credential: { id, publicKey },
    getFn: getFn as never,
    rpId,
  })
}

describe('a passkey-owned HybridDeleGator on the real contracts', () => {
  let anvil: StartAnvilReturnType
  let client: PublicClient<Transport, Chain>
  const bundlerKey = privateKeyToAccount(devAccounts[4]!.privateKey)
  beforeAll(async () => {
    anvil = await startAnvil({ port: 0, chainId: latchDevnet.chainId })
    await seedSmartAccounts({ rpcUrl: anvil.url })
    client = createPublicClient({
      chain: defineChain({
        id: latchDevnet.chainId,
        name: latchDevnet.name,
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: { default: { http: [anvil.url] } },
      }),
      transport: http(anvil.url),
    })
  })
  afterAll(() => anvil?.stop())

  const fund = async (address: Hex) => {
    const funder = createWalletClient({
      account: privateKeyToAccount(devAccounts[4]!.privateKey),
      chain: client.chain,
      transport: http(anvil.url),
    })
    await waitForReceipt(
      client,
      await funder.sendTransaction({
        to: address,
        value: parseEther('1'),
      }),
    )
  }

  const handleOp = async (
    account: Awaited<ReturnType<typeof toHybridDeleGatorAccount>>,
    to: Hex,
    value: bigint,
    signWith = account,
  ) => {
    const fees = await client.estimateFeesPerGas()
    const factoryArgs = await account.getFactoryArgs()
    const op = {
      sender: account.address,
      nonce: await account.getNonce(),
      ...(factoryArgs.factory ? factoryArgs : {}),
      callData: await account.encodeCalls([{ to, value }]),
      callGasLimit: 200_000n,
      verificationGasLimit: 2_000_000n,
      preVerificationGas: 80_000n,
      maxFeePerGas: fees.maxFeePerGas,
      maxPriorityFeePerGas: fees.maxPriorityFeePerGas,
      signature: '0x',
    } as UserOperation<'0.7'>
    op.signature = await signWith.signUserOperation(op)
    const wallet = createWalletClient({
      account: bundlerKey,
      chain: client.chain,
      transport: http(anvil.url),
    })
    const hash = await wallet.writeContract({
      address: smartAccountContracts.EntryPoint,
      abi: entryPoint07Abi,
      functionName: 'handleOps',
      args: [[toPackedUserOperation(op)], bundlerKey.address],
    })
    const receipt = await waitForReceipt(client, hash)
    return parseEventLogs({
      abi: entryPoint07Abi,
      eventName: 'UserOperationEvent',
      logs: receipt.logs,
    })[0]
  }

  it('deploys with no ECDSA owner, sends ETH with a passkey signature, and holds the key on chain', async () => {
    const passkey = softPasskey()
    const account = await toHybridDeleGatorAccount({ client, owner: passkey })
    await fund(account.address)
    const recipient = privateKeyToAccount(generatePrivateKey()).address
    const event = await handleOp(account, recipient, parseEther('0.2'))
    expect(event?.args.success).toBe(true)
    expect(await client.getBalance({ address: recipient })).toBe(
      parseEther('0.2'),
    )
    const abi = parseAbi([
      'function owner() view returns (address)',
      'function getKey(string) view returns (uint256, uint256)',
    ])
    expect(
      await client.readContract({
        address: account.address,
        abi,
        functionName: 'owner',
      }),
    ).toBe(zeroAddress)
    const [x, y] = await client.readContract({
      address: account.address,
      abi,
      functionName: 'getKey',
      args: [passkey.id],
    })
    expect(toHex(x, { size: 32 }) + toHex(y, { size: 32 }).slice(2)).toBe(
      passkey.publicKey,
    )
    // A second operation from the deployed account.
    expect((await handleOp(account, recipient, 1n))?.args.success).toBe(true)
  }, 60_000)

  it('refuses another passkey’s signature on chain', async () => {
    const account = await toHybridDeleGatorAccount({
      client,
      owner: softPasskey(),
    })
    await fund(account.address)
    // Same account address and calls, signed by a stranger's passkey with
    // the same key id: the contract's key does not verify it.
    const impostor = await toHybridDeleGatorAccount({
      client,
      owner: softPasskey(),
    })
    const recipient = privateKeyToAccount(generatePrivateKey()).address
    await expect(
      handleOp(account, recipient, 1n, {
        ...account,
        signUserOperation: (op: UserOperation<'0.7'>) =>
          impostor.signUserOperation({ ...op, sender: account.address }),
      } as typeof account),
    ).rejects.toThrow(/AA24|signature/i)
    expect(await client.getBalance({ address: recipient })).toBe(0n)
  }, 60_000)

  it('signs messages for ERC-1271 (ERC-6492 before deployment)', async () => {
    const account = await toHybridDeleGatorAccount({
      client,
      owner: softPasskey(),
    })
    const message = 'Sign in to Latch with a passkey'
    const signature = await account.signMessage({ message })
    expect(
      await client.verifyMessage({
        address: account.address,
        message,
        signature,
      }),
    ).toBe(true)
    expect(
      await client.verifyMessage({
        address: account.address,
        message: 'other',
        signature,
      }),
    ).toBe(false)
  }, 60_000)
})
