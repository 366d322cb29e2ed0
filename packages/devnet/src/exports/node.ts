// Node side: anvil, seeding, the bundler and the latch-devnet command.
export {
  type StartBundlerParameters,
  type StartBundlerReturnType,
  startBundler,
} from '../bundler/startBundler.js'
export {
  type DevnetChain,
  devnetChains,
  latchDevnet,
  latchDevnet2,
} from '../chains.js'
export {
  DEMO_TOKEN,
  DEMO_TOKEN_ADDRESS,
  DEMO_TOKEN_SEED_AMOUNT,
} from '../constants.js'
export { demoBadgesAbi } from '../contracts/demoBadges.js'
export { demoCrittersAbi } from '../contracts/demoCritters.js'
export { demoDollarAbi } from '../contracts/demoDollar.js'
export { demoTokenAbi, demoTokenBytecode } from '../contracts/demoToken.js'
export { DEV_MNEMONIC, type DevAccount, devAccounts } from '../devAccounts.js'
export { uniswapV2Abi, uniswapV3Abi } from '../dex/dexAbis.js'
export {
  DEMO_DOLLAR,
  DEX_LIQUIDITY_PROVIDER,
  type DexContractName,
  dexContracts,
} from '../dex/dexContracts.js'
export { encodePriceSqrt } from '../dex/encodePriceSqrt.js'
export {
  DEX_POOLS,
  type SeedDexParameters,
  type SeedDexReturnType,
  seedDex,
} from '../dex/seedDex.js'
export {
  DEV_FARCASTER_FID_BASE,
  devFarcasterAccounts,
  FARCASTER_ID_REGISTRY_ADDRESS,
} from '../farcaster/devFarcasterAccounts.js'
export {
  type SeedFarcasterParameters,
  seedFarcaster,
} from '../farcaster/seedFarcaster.js'
export { sendSolanaFunds } from '../faucet/sendSolanaFunds.js'
export {
  type FaucetResult,
  type StartFaucetParameters,
  type StartFaucetReturnType,
  startFaucet,
} from '../faucet/startFaucet.js'
export {
  type CaughtMail,
  type StartMailCatcherParameters,
  type StartMailCatcherReturnType,
  startMailCatcher,
} from '../mail/startMailCatcher.js'
export {
  badgeTokens,
  critterToken,
  DEMO_BADGE_SEED,
  DEMO_BADGES,
  DEMO_CRITTERS,
  DEMO_CRITTERS_PER_ACCOUNT,
  type DemoNftCollection,
  type DemoNftToken,
} from '../nfts/demoNfts.js'
export {
  type SeedNftsParameters,
  type SeedNftsReturnType,
  seedNfts,
} from '../nfts/seedNfts.js'
export {
  type StartNftMetadataServerParameters,
  type StartNftMetadataServerReturnType,
  startNftMetadataServer,
} from '../nfts/startNftMetadataServer.js'
export { DevnetError, type DevnetErrorCode } from '../node/DevnetError.js'
export { getFreePort } from '../node/getFreePort.js'
export { resolveAnvilBinary } from '../node/resolveAnvilBinary.js'
export { type RunCliParameters, runCli } from '../node/runCli.js'
export {
  type SeedDevnetParameters,
  type SeedDevnetReturnType,
  seedDevnet,
} from '../node/seedDevnet.js'
export { slowStep } from '../node/slowStep.js'
export {
  type StartAnvilParameters,
  type StartAnvilReturnType,
  startAnvil,
} from '../node/startAnvil.js'
export {
  type StartDevnetParameters,
  type StartDevnetReturnType,
  startDevnet,
} from '../node/startDevnet.js'
export {
  type WaitForReceiptOptions,
  waitForReceipt,
} from '../node/waitForReceipt.js'
export {
  type LoginWithDevOidcParameters,
  loginWithDevOidc,
} from '../oidc/loginWithDevOidc.js'
export {
  type DevOidcClient,
  type StartDevOidcProviderParameters,
  type StartDevOidcProviderReturnType,
  startDevOidcProvider,
} from '../oidc/startDevOidcProvider.js'
export {
  type EsploraStandIn,
  type StartEsploraStandInParameters,
  startEsploraStandIn,
} from '../signers/bitcoin/startEsploraStandIn.js'
export {
  DEV_PAYMASTER_DEPOSIT,
  DEV_PAYMASTER_SIGNER_KEY,
  PAYMASTER_SALT,
  paymasterAddress,
  type SeedPaymasterParameters,
  type SeedPaymasterReturnType,
  seedPaymaster,
} from '../smartAccounts/seedPaymaster.js'
export {
  type SeedSmartAccountsParameters,
  type SeedSmartAccountsReturnType,
  seedSmartAccounts,
} from '../smartAccounts/seedSmartAccounts.js'
export {
  type PlannedContract,
  planSmartAccountDeployment,
} from '../smartAccounts/smartAccountDeployment.js'
export {
  SOLANA_DEMO_TOKEN_MINT_SEED,
  SOLANA_FAUCET_SEED,
} from '../solana/chain/seedSolanaChain.js'
export {
  type DevSolanaAccount,
  devSolanaAccounts,
  SOLANA_DEMO_TOKEN,
  SOLANA_DEMO_TOKEN_MINT,
  SOLANA_DEMO_TOKEN_SEED_AMOUNT,
  SOLANA_DEV_ACCOUNT_LAMPORTS,
} from '../solana/devSolanaAccounts.js'
export { SOLANA_LOCALNET_GENESIS_HASH } from '../solana/rpc/clusterMethods.js'
export { solanaRpcMethodNames } from '../solana/rpc/handleJsonRpc.js'
export {
  type StartSolanaDevnetParameters,
  type StartSolanaDevnetReturnType,
  startSolanaDevnet,
} from '../solana/startSolanaDevnet.js'
