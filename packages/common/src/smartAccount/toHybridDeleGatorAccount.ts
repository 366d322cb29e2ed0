import { ERC1967Proxy } from '@metamask/delegation-abis/bytecode'
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
  type JsonRpcAccount,
  type LocalAccount,
  parseAbi,
  type Transport,
  type TypedDataDefinition,
  zeroHash,
} from 'viem'
import {
  entryPoint07Abi,
  type SmartAccount,
  type SmartAccountImplementation,
  toPackedUserOperation,
  toSmartAccount,
  type UserOperation,
} from 'viem/account-abstraction'
import { decodeExecution, encodeExecution } from './erc7579Execution.js'
import { smartAccountContracts } from './smartAccountContracts.js'

/** The HybridDeleGator, SimpleFactory and EntryPoint functions used here. */
export const hybridDeleGatorAbi = parseAbi([
  'function initialize(address owner, string[] keyIds, uint256[] xValues, uint256[] yValues)',
  'function execute(bytes32 mode, bytes executionCalldata) payable',
  'function isValidSignature(bytes32 hash, bytes signature) view returns (bytes4)',
  'function deploy(bytes bytecode, bytes32 salt) returns (address)',
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
  /** The ECDSA key that owns the account (a local account: it signs raw hashes). */
  owner: LocalAccount
  /** CREATE2 salt: one owner can have several accounts. @default zero */
  salt?: Hex | undefined
  /** @default latchDeleGatorContracts */
  contracts?: DeleGatorContracts | undefined
}

export type HybridDeleGatorAccount = SmartAccount<
  SmartAccountImplementation<typeof entryPoint07Abi, '0.7'>
>

/**
 * A signature of the right shape that recovers to no owner: validation
 * answers "signature failed" instead of reverting, so gas estimation runs.
 */
const STUB_SIGNATURE: Hex =
  '0xfffffffffffffffffffffffffffffff0000000000000000000000000000000007aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa1c'

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
  salt = zeroHash,
  contracts = latchDeleGatorContracts,
}: {
  owner: Address
  salt?: Hex | undefined
  contracts?: DeleGatorContracts | undefined
}): { address: Address; factory: Address; factoryData: Hex } {
  const initData = encodeFunctionData({
    abi: hybridDeleGatorAbi,
    functionName: 'initialize',
    args: [owner, [], [], []],
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
}: ToHybridDeleGatorAccountParameters): Promise<HybridDeleGatorAccount> {
  const deployment = hybridDeleGatorDeployment({
    owner: owner.address,
    salt,
    contracts,
  })
  const entryPoint = {
    abi: entryPoint07Abi,
    address: contracts.entryPoint,
    version: '0.7',
  } as const
  const { sign } = owner
  if (!sign) throw new Error('the owner cannot sign a raw hash')
  const signHash = (hash: Hex) => sign({ hash })
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
      return STUB_SIGNATURE
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
      return owner.signTypedData({
        domain: {
          name: 'HybridDeleGator',
          version: '1',
          chainId,
          verifyingContract: deployment.address,
        },
        types: packedUserOperationTypes,
        primaryType: 'PackedUserOperation',
        message: { ...packed, entryPoint: contracts.entryPoint },
      })
    },
  }) as Promise<HybridDeleGatorAccount>
}
