import { ERC1967Proxy } from '@metamask/delegation-abis/bytecode'
import { base64urlnopad } from '@scure/base'
import {
  type Address,
  type Chain,
  type Client,
  concat,
  decodeFunctionData,
  encodeAbiParameters,
  encodeFunctionData,
  getContractAddress,
  type Hex,
  hashMessage,
  hashTypedData,
  hexToBigInt,
  hexToBytes,
  type JsonRpcAccount,
  keccak256,
  type LocalAccount,
  parseAbi,
  parseAbiParameters,
  size,
  slice,
  type Transport,
  type TypedDataDefinition,
  toHex,
  zeroAddress,
  zeroHash,
} from 'viem'
import {
  entryPoint07Abi,
  type SmartAccount,
  type SmartAccountImplementation,
  toPackedUserOperation,
  toSmartAccount,
  type UserOperation,
  type WebAuthnAccount,
} from 'viem/account-abstraction'
import { decodeExecution, encodeExecution } from './erc7579Execution.js'
import { smartAccountContracts } from './smartAccountContracts.js'

/** The HybridDeleGator, SimpleFactory and EntryPoint functions used here. */
export const hybridDeleGatorAbi = parseAbi([
  'function initialize(address owner, string[] keyIds, uint256[] xValues, uint256[] yValues)',
  'function execute(bytes32 mode, bytes executionCalldata) payable',
  'function isValidSignature(bytes32 hash, bytes signature) view returns (bytes4)',
  'function deploy(bytes bytecode, bytes32 salt) returns (address)',
  'function addKey(string keyId, uint256 x, uint256 y)',
  'function getKey(string keyId) view returns (uint256 x, uint256 y)',
])

/** The contracts an account of this family needs on its chain. */
export type DeleGatorContracts = {
  entryPoint: Address
  /** SimpleFactory: deploys the account's proxy with CREATE2. */
  factory: Address
  /** The HybridDeleGator implementation the proxy points at. */
  implementation: Address
}

/** Latch's deployment (`smartAccountContracts`), on the devnets and wherever it is deployed. */
export const latchDeleGatorContracts: DeleGatorContracts = {
  entryPoint: smartAccountContracts.EntryPoint,
  factory: smartAccountContracts.SimpleFactory,
  implementation: smartAccountContracts.HybridDeleGator,
}

export type ToHybridDeleGatorAccountParameters = {
  /** A client on the account's chain (reads nonce and code). */
  client: Client<
    Transport,
    Chain | undefined,
    JsonRpcAccount | LocalAccount | undefined
  >
  /**
   * Who owns the account: an ECDSA key (a local account: it signs raw
   * hashes), or a passkey (viem's `toWebAuthnAccount`: a P-256 WebAuthn
   * credential the account verifies on chain; no ECDSA owner then).
   */
  owner: LocalAccount | WebAuthnAccount
  /** CREATE2 salt: one owner can have several accounts. @default zero */
  salt?: Hex | undefined
  /** @default latchDeleGatorContracts */
  contracts?: DeleGatorContracts | undefined
  /**
   * The signers the account was created with (its address and deployment),
   * when `owner` is not its only one: e.g. a passkey account with an ECDSA
   * recovery owner, signed for by either, or by a passkey added later.
   * @default the owner alone
   */
  keys?:
    | { owner?: Address | undefined; passkey?: { id: string; publicKey: Hex } }
    | undefined
}

export type HybridDeleGatorAccount = SmartAccount<
  SmartAccountImplementation<typeof entryPoint07Abi, '0.7'>
>

/**
 * A signature of the right shape that recovers to no owner: validation
 * answers "signature failed" instead of reverting, so gas estimation runs.
 */
const STUB_SIGNATURE: Hex = `0x${'ff'.repeat(15)}f0${'00'.repeat(16)}${'7a'.repeat(32)}1c`

/** HybridDeleGator's EIP-712 type of a user operation (its `PACKED_USER_OP_TYPEHASH`). */
const packedUserOperationTypes = {
  PackedUserOperation: [
    { name: 'sender', type: 'address' },
    { name: 'nonce', type: 'uint256' },
    { name: 'initCode', type: 'bytes' },
    { name: 'callData', type: 'bytes' },
    { name: 'accountGasLimits', type: 'bytes32' },
    { name: 'preVerificationGas', type: 'uint256' },
    { name: 'gasFees', type: 'bytes32' },
    { name: 'paymasterAndData', type: 'bytes' },
    { name: 'entryPoint', type: 'address' },
  ],
} as const

/**
 * The counterfactual address and deployment of a HybridDeleGator owned
 * by `owner`: an ERC-1967 proxy of the implementation, initialised with
 * the owner and no P-256 keys, deployed by SimpleFactory with `salt`.
 */
export function hybridDeleGatorDeployment({
  owner,
  passkey,
  salt = zeroHash,
  contracts = latchDeleGatorContracts,
}: {
  /** The ECDSA owner; absent for a passkey-only account. */
  owner?: Address | undefined
  /** A P-256 key: its id (the WebAuthn credential id) and public key (x ‖ y). */
  passkey?: { id: string; publicKey: Hex } | undefined
  salt?: Hex | undefined
  contracts?: DeleGatorContracts | undefined
}): { address: Address; factory: Address; factoryData: Hex } {
  if (!owner && !passkey)
    throw new Error('an account needs an owner or a passkey')
  const key = passkey && p256Coordinates(passkey.publicKey)
  const initData = encodeFunctionData({
    abi: hybridDeleGatorAbi,
    functionName: 'initialize',
    args: [
      owner ?? zeroAddress,
      passkey ? [passkey.id] : [],
      key ? [key.x] : [],
      key ? [key.y] : [],
    ],
  })
  const proxyInitCode = concat([
    ERC1967Proxy as Hex,
    encodeAbiParameters(
      [{ type: 'address' }, { type: 'bytes' }],
      [contracts.implementation, initData],
    ),
  ])
  return {
    address: getContractAddress({
      opcode: 'CREATE2',
      from: contracts.factory,
      salt,
      bytecode: proxyInitCode,
    }),
    factory: contracts.factory,
    factoryData: encodeFunctionData({
      abi: hybridDeleGatorAbi,
      functionName: 'deploy',
      args: [proxyInitCode, salt],
    }),
  }
}

/** The x and y of an uncompressed P-256 public key (x ‖ y, or 0x04 ‖ x ‖ y). */
function p256Coordinates(publicKey: Hex): { x: bigint; y: bigint } {
  const bytes = size(publicKey) === 65 ? slice(publicKey, 1) : publicKey
  if (size(bytes) !== 64)
    throw new Error('a P-256 public key is x ‖ y (64 bytes)')
  return {
    x: hexToBigInt(slice(bytes, 0, 32)),
    y: hexToBigInt(slice(bytes, 32)),
  }
}

const P256_N =
  0xffffffff00000000ffffffffffffffffbce6faada7179e84f3b9cac2fc632551n

const webAuthnSignatureParameters = parseAbiParameters(
  'bytes32, uint256, uint256, bytes, bool, string, string, uint256',
)

/**
 * How the account's owner signs a 32-byte hash in the form HybridDeleGator
 * checks: an ECDSA key's raw 65-byte signature; a passkey's WebAuthn
 * assertion over the hash as challenge, as HybridDeleGator's WebAuthn
 * signature — abi-encoded key id hash, r, s (low s: the contract refuses
 * s > n/2), authenticatorData, whether user verification was required,
 * the clientDataJSON before and after the challenge, and where
 * `"type":"webauthn.get"` stands in it.
 */
function hashSigner(owner: LocalAccount | WebAuthnAccount) {
  if (owner.type !== 'webAuthn') {
    const { sign } = owner
    if (!sign) throw new Error('the owner cannot sign a raw hash')
    return (hash: Hex) => sign({ hash })
  }
  const keyIdHash = keccak256(toHex(owner.id))
  return async (hash: Hex): Promise<Hex> => {
    const { signature, webauthn } = await owner.sign({ hash })
    // r ‖ s (a P-256 signature has no recovery byte).
    const r = hexToBigInt(slice(signature, 0, 32))
    const s = hexToBigInt(slice(signature, 32, 64))
    const low = s > P256_N / 2n ? P256_N - s : s
    const json = webauthn.clientDataJSON
    const encoded = base64UrlNoPad(hash)
    const marker = '"challenge":"'
    const at = json.indexOf(`${marker}${encoded}"`)
    if (at < 0) throw new Error('the assertion did not sign this challenge')
    const challengeStart = at + marker.length
    return encodeAbiParameters(webAuthnSignatureParameters, [
      keyIdHash,
      r,
      low,
      webauthn.authenticatorData,
      webauthn.userVerificationRequired ?? false,
      json.slice(0, challengeStart),
      json.slice(challengeStart + encoded.length),
      BigInt(webauthn.typeIndex ?? json.indexOf('"type"')),
    ])
  }
}

/** base64url without padding, as WebAuthn writes the challenge. */
const base64UrlNoPad = (hex: Hex) => base64urlnopad.encode(hexToBytes(hex))

/**
 * A passkey signature of the right shape that validates as "signature
 * failed" (for gas estimation): a real authenticator's sizes, r = s = 1.
 */
function webAuthnStubSignature(keyId: string): Hex {
  return encodeAbiParameters(webAuthnSignatureParameters, [
    keccak256(toHex(keyId)),
    1n,
    1n,
    `0x${'49'.repeat(32)}0500000000`,
    true,
    '{"type":"webauthn.get","challenge":"',
    '","origin":"https://latch.localhost","crossOrigin":false}',
    1n,
  ])
}

/**
 * A viem smart account (ERC-4337, EntryPoint v0.7) for the Delegation
 * Framework's HybridDeleGator owned by an ECDSA key. Calls go through
 * ERC-7579 `execute` (several calls: one atomic batch); user operations
 * are signed as HybridDeleGator's EIP-712 `PackedUserOperation`; messages
 * and typed data as the raw hash its ERC-1271 check recovers (ERC-6492
 * wrapped while the account is not deployed).
 *
 * @example
 * const account = await toHybridDeleGatorAccount({ client, owner })
 * const bundler = createBundlerClient({ account, client, transport: http(bundlerUrl) })
 * await bundler.sendUserOperation({ calls: [{ to, value }] })
 */
export async function toHybridDeleGatorAccount({
  client,
  owner,
  salt,
  contracts = latchDeleGatorContracts,
  keys = owner.type === 'webAuthn'
    ? { passkey: { id: owner.id, publicKey: owner.publicKey } }
    : { owner: owner.address },
}: ToHybridDeleGatorAccountParameters): Promise<HybridDeleGatorAccount> {
  const deployment = hybridDeleGatorDeployment({ ...keys, salt, contracts })
  const entryPoint = {
    abi: entryPoint07Abi,
    address: contracts.entryPoint,
    version: '0.7',
  } as const
  const signHash = hashSigner(owner)
  return toSmartAccount({
    client,
    entryPoint,
    async getAddress() {
      return deployment.address
    },
    async getFactoryArgs() {
      return {
        factory: deployment.factory,
        factoryData: deployment.factoryData,
      }
    },
    async encodeCalls(calls) {
      const { mode, executionCalldata } = encodeExecution(calls)
      return encodeFunctionData({
        abi: hybridDeleGatorAbi,
        functionName: 'execute',
        args: [mode, executionCalldata],
      })
    },
    async decodeCalls(data) {
      const { functionName, args } = decodeFunctionData({
        abi: hybridDeleGatorAbi,
        data,
      })
      if (functionName !== 'execute')
        throw new Error(`not an execute call: ${functionName}`)
      return decodeExecution(args[0], args[1])
    },
    async getStubSignature() {
      return owner.type === 'webAuthn'
        ? webAuthnStubSignature(owner.id)
        : STUB_SIGNATURE
    },
    async signMessage({ message }) {
      return signHash(hashMessage(message))
    },
    async signTypedData(typedData) {
      return signHash(hashTypedData(typedData as TypedDataDefinition))
    },
    async signUserOperation({ chainId = client.chain?.id, ...userOperation }) {
      if (chainId === undefined) throw new Error('the client has no chain')
      const packed = toPackedUserOperation({
        ...userOperation,
        sender: deployment.address,
      } as UserOperation<'0.7'>)
      return signHash(
        hashTypedData({
          domain: {
            name: 'HybridDeleGator',
            version: '1',
            chainId,
            verifyingContract: deployment.address,
          },
          types: packedUserOperationTypes,
          primaryType: 'PackedUserOperation',
          message: { ...packed, entryPoint: contracts.entryPoint },
        }),
      )
    },
  }) as Promise<HybridDeleGatorAccount>
}
