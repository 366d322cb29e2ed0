// ERC-4337 smart accounts of the Delegation Framework (HybridDeleGator,
// EntryPoint v0.7) and Latch's deployment of its contracts. Loaded only by
// what uses smart accounts (the embedded-wallet service, tests).

export {
  createSessionDelegation,
  decodePermissionsContext,
  delegationHashOf,
  delegationManagerAbi,
  delegationTypedData,
  encodeDisableDelegation,
  encodePermissionsContext,
  encodeRedeemDelegations,
  type SessionDelegation,
  type SessionPermission,
  sessionCaveats,
  sessionRevokeMessage,
} from '../smartAccount/delegations.js'
export {
  BATCH_CALL_MODE,
  decodeExecution,
  encodeExecution,
  SINGLE_CALL_MODE,
  type SmartAccountCall,
} from '../smartAccount/erc7579Execution.js'
export {
  InvalidPermissionsRequestError,
  type InvalidPermissionsRequestErrorType,
  type PermissionsRequest,
  parsePermissionsRequest,
} from '../smartAccount/parsePermissionsRequest.js'
export { sessionReviewLimits } from '../smartAccount/sessionReviewLimits.js'
export {
  CREATE2_DEPLOYER,
  ENTRY_POINT_V07_SALT,
  SMART_ACCOUNT_SALT,
  type SmartAccountContractName,
  smartAccountContracts,
} from '../smartAccount/smartAccountContracts.js'
export {
  type DeleGatorContracts,
  type HybridDeleGatorAccount,
  hybridDeleGatorAbi,
  hybridDeleGatorDeployment,
  latchDeleGatorContracts,
  type ToHybridDeleGatorAccountParameters,
  toHybridDeleGatorAccount,
} from '../smartAccount/toHybridDeleGatorAccount.js'
