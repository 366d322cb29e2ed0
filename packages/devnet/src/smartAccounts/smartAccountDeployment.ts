import entryPointArtifact from '@account-abstraction/contracts/artifacts/EntryPoint.json' with {
  type: 'json',
}
import {
  CREATE2_DEPLOYER,
  ENTRY_POINT_V07_SALT,
  SMART_ACCOUNT_SALT,
  type SmartAccountContractName,
} from '@latch/common/smart-account'
import * as bytecode from '@metamask/delegation-abis/bytecode'
import {
  type Address,
  concat,
  encodeAbiParameters,
  getContractAddress,
  type Hex,
} from 'viem'
import { devAccounts } from '../devAccounts.js'

/** One contract of the deployment: its CREATE2 salt and init code. */
export type PlannedContract = {
  name: SmartAccountContractName
  salt: Hex
  initCode: Hex
  address: Address
}

/** The caveat enforcers deployed without constructor arguments. */
const enforcers = [
  'AllowedCalldataEnforcer',
  'AllowedMethodsEnforcer',
  'AllowedTargetsEnforcer',
  'ArgsEqualityCheckEnforcer',
  'BlockNumberEnforcer',
  'DeployedEnforcer',
  'ERC20PeriodTransferEnforcer',
  'ERC20StreamingEnforcer',
  'ERC20TransferAmountEnforcer',
  'ERC721TransferEnforcer',
  'ExactCalldataBatchEnforcer',
  'ExactCalldataEnforcer',
  'ExactExecutionBatchEnforcer',
  'ExactExecutionEnforcer',
  'IdEnforcer',
  'LimitedCallsEnforcer',
  'NativeTokenPeriodTransferEnforcer',
  'NativeTokenStreamingEnforcer',
  'NativeTokenTransferAmountEnforcer',
  'NonceEnforcer',
  'RedeemerEnforcer',
  'TimestampEnforcer',
  'ValueLteEnforcer',
] as const satisfies readonly SmartAccountContractName[]

/** The Solidity library placeholder of SCL_RIP7212 in HybridDeleGator's code. */
const SCL_PLACEHOLDER = '__$b8f96b288d4d0429e38b8ed50fd423070f$__'

/**
 * The ERC-4337 and Delegation Framework contracts, in deployment order,
 * each at its CREATE2 address through the deterministic deployer: the
 * EntryPoint v0.7 at its canonical address, the rest with
 * {@link SMART_ACCOUNT_SALT}. The DelegationManager's owner (it may pause
 * redemptions) is dev account 0. LogicalOrWrapperEnforcer comes last (its
 * constructor takes the DelegationManager), so a devnet seeded before it
 * gets it by seeding again.
 */
export function planSmartAccountDeployment(): readonly PlannedContract[] {
  const plan: PlannedContract[] = []
  const add = (
    name: SmartAccountContractName,
    initCode: Hex,
    salt = SMART_ACCOUNT_SALT,
  ) => {
    const address = getContractAddress({
      opcode: 'CREATE2',
      from: CREATE2_DEPLOYER,
      salt,
      bytecode: initCode,
    })
    plan.push({ name, salt, initCode, address })
    return address
  }
  const entryPoint = add(
    'EntryPoint',
    entryPointArtifact.bytecode as Hex,
    ENTRY_POINT_V07_SALT,
  )
  const scl = add('SCL_RIP7212', bytecode.SCL_RIP7212 as Hex)
  const manager = add(
    'DelegationManager',
    concat([
      bytecode.DelegationManager as Hex,
      encodeAbiParameters([{ type: 'address' }], [devAccounts[0]!.address]),
    ]),
  )
  const implementationArgs = encodeAbiParameters(
    [{ type: 'address' }, { type: 'address' }],
    [manager, entryPoint],
  )
  const hybrid = (bytecode.HybridDeleGator as string).replaceAll(
    SCL_PLACEHOLDER,
    scl.slice(2).toLowerCase(),
  ) as Hex
  add('HybridDeleGator', concat([hybrid, implementationArgs]))
  add(
    'EIP7702StatelessDeleGator',
    concat([bytecode.EIP7702StatelessDeleGator as Hex, implementationArgs]),
  )
  add('SimpleFactory', bytecode.SimpleFactory as Hex)
  // Node-side deployment code, never bundled: reading the artifacts by name
  // is the point here.
  // biome-ignore lint/performance/noDynamicNamespaceImportAccess: the enforcer list names the artifacts
  for (const name of enforcers) add(name, bytecode[name] as Hex)
  // ORs groups of caveats (a native and an ERC-20 limit in one session);
  // only the DelegationManager may call its hooks.
  add(
    'LogicalOrWrapperEnforcer',
    concat([
      bytecode.LogicalOrWrapperEnforcer as Hex,
      encodeAbiParameters([{ type: 'address' }], [manager]),
    ]),
  )
  return plan
}
