import type { Address, Hex } from 'viem'

/**
 * The deterministic CREATE2 deployer (Arachnid's proxy) that anvil and
 * most chains hold at this address: it deploys `initCode` sent after a
 * 32-byte salt, so an address depends only on the salt and the code.
 */
export const CREATE2_DEPLOYER: Address =
  '0x4e59b44847b379578588920cA78FbF26c0B4956C'

/** The salt of the canonical ERC-4337 EntryPoint v0.7 deployment. */
export const ENTRY_POINT_V07_SALT: Hex =
  '0x90d8084deab30c2a37c45e8d47f49f2f7965183cb6990a98943ef94940681de3'

/** Latch's salt for the rest: keccak256("latch.smart-accounts.v1"). */
export const SMART_ACCOUNT_SALT: Hex =
  '0x6ddd46c65ca2c6d463edf710bee917c1038a5a7ea18cf4a608eb3b138cd68096'

/**
 * Where Latch's deployment puts the ERC-4337 EntryPoint v0.7 and the
 * MetaMask Delegation Framework (DelegationManager, the HybridDeleGator
 * and EIP7702StatelessDeleGator implementations, SimpleFactory, caveat
 * enforcers); `@latch/devnet`'s `seedSmartAccounts` deploys them on a
 * devnet. The same addresses hold on any chain where the
 * same code is deployed through {@link CREATE2_DEPLOYER} with these salts.
 */
export const smartAccountContracts = {
  EntryPoint: '0x0000000071727De22E5E9d8BAf0edAc6f37da032',
  SCL_RIP7212: '0x92A0B9b4d8764E1Fb12e27217bB3E7F5D27F89C7',
  DelegationManager: '0x9c85088Fc3EA6Fa644cBB34648A8B6BA54303c38',
  HybridDeleGator: '0x513A8191994a86FDD09b17e8358a81e3f9708AD9',
  EIP7702StatelessDeleGator: '0x156E6BebB1E02f5eF99304Cbc1eF53dF035662dA',
  SimpleFactory: '0xF84dee55fd56EE56BF14B2646E222f7364522F67',
  AllowedCalldataEnforcer: '0xC0DeE7A911f5D5d1de6BdB23993f7cB13e83BFae',
  AllowedMethodsEnforcer: '0x7811D11aa52C9e064267Ce16A43D6014A50Acb6F',
  AllowedTargetsEnforcer: '0xCb14BfeF4348A5BE3B5d6B94a9Ffe2750b94aeEe',
  ArgsEqualityCheckEnforcer: '0x1cdA7EA68bCE466baA5212d204aC4F8eE8858189',
  BlockNumberEnforcer: '0xCEf515e858Fc624856006E35b801330576C25c1c',
  DeployedEnforcer: '0x4F74a15595F7DD993724c31885F561a5CB2BC477',
  ERC20PeriodTransferEnforcer: '0xce7309B8CDc0bf102716621A8195415a548aDC06',
  ERC20StreamingEnforcer: '0xeb251B5bBdbD2345dAe9007E3e7c668d597AB454',
  ERC20TransferAmountEnforcer: '0x645533866be23117a8fDA054a87B15dd4B396eC0',
  ERC721TransferEnforcer: '0x835cA5b5985fF4eDF5385bbeFf7d233234dD29cb',
  ExactCalldataBatchEnforcer: '0x652c32D532622a9800929a6A552Fc3E02edeE1AC',
  ExactCalldataEnforcer: '0x7069Bfa44c07c8E4160A0CEf08b5131CE00e38a0',
  ExactExecutionBatchEnforcer: '0x4695FE3848892753a1906408b0Fce1e61046083e',
  ExactExecutionEnforcer: '0x4757185E5f8df97df4B6089ECb39944Aa7D11D2e',
  IdEnforcer: '0x4be872675268deb0946c4445DED5Efe5fb596E94',
  LimitedCallsEnforcer: '0x2E8a028543939C51ba1e97Bc77573641C0E98abE',
  NativeTokenPeriodTransferEnforcer:
    '0xb9799C8e1155e234326a61b0cc075a3BfbdF3105',
  NativeTokenStreamingEnforcer: '0xCDdcB8152464be4FDBdbFfC55aDF3827BAB1cf6e',
  NativeTokenTransferAmountEnforcer:
    '0xd32482C1123Cf2E1694D6D54501E5FD0D648ABa3',
  NonceEnforcer: '0x2206C8b4DCf394bC20Ce8761f405D4d91BD26f1e',
  RedeemerEnforcer: '0x60F73c2756EF79843Cc6EFD34a2cc07e10f9A11b',
  TimestampEnforcer: '0x66991b8594656B54b4a439B64feBe44866d56285',
  ValueLteEnforcer: '0x8A3eB66c5Debe72b42C301a43999207fB85bb53f',
  LogicalOrWrapperEnforcer: '0xe008f6Ed597DEaFA6481F87Fd6C91aB29Aa4A1e0',
} as const satisfies Record<string, Address>

/** A contract of {@link smartAccountContracts}. */
export type SmartAccountContractName = keyof typeof smartAccountContracts
