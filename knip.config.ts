import type { KnipConfig } from 'knip'

// The lint step's unused-code check (issue 18; `npx knip` in scripts/test.sh):
// files nothing reaches, exports nobody imports, dependencies nothing imports
// and imports of packages a workspace does not list.
//
// Entry points are what runs: each package's `exports` (knip follows the
// `@latch/source` condition to src/exports/*.ts) and `bin`, the test files of
// the root vitest.config.ts (unit, dom and e2e projects), the apps' Vite
// pages (index.html), and the scripts that a shell script, a person, Vite or
// a child process starts by path — listed below.
//
// A published package's public API is used by definition: the exports of an
// entry file are not reported (includeEntryExports stays false). The private
// packages (@latch/test, @latch/devnet) have no users outside the repository,
// so theirs are.
const config: KnipConfig = {
  ignoreIssues: {
    // @latch/test's parameter and result types stay exported beside their
    // functions (style guide #2), whether a test names them or not.
    'packages/test/src/exports/*.ts': ['types'],

    // TODO(merge): the findings below are in files other branches edit; fix
    // each (unexport or delete) and drop its line.
    // TODO(merge): waitForMail
    'apps/demo/e2e/embeddedFlows.ts': ['exports'],
    // TODO(merge): vendorHosts
    'apps/reference-client/e2e/vendorRoutes.mjs': ['exports'],
    // TODO(merge): supportedEvents; type WalletNamespace
    'apps/wallet/src/buildNamespaces.ts': ['exports', 'types'],
    // TODO(merge): bitcoinAddressOf
    'apps/wallet/src/walletOffer.ts': ['exports'],
    // TODO(merge): type AssetChange
    'apps/wallet/src/evm/simulateEvmCalls.ts': ['types'],
    // TODO(merge): type AuthMessage
    'apps/wallet/src/signAuthRequest.ts': ['types'],
    // TODO(merge): apiRssBound (also in apiLimits.d.mts)
    'bench/abuse/api/apiLimits.mjs': ['exports'],
    // TODO(merge): relayRssBound (also in relayLimits.d.mts)
    'bench/abuse/relay/relayLimits.mjs': ['exports'],
    // TODO(merge): `sizes` of each attack (read only in its own file)
    'bench/abuse/{api,relay}/attacks/*.mjs': ['exports'],
    // TODO(merge): INVALID_PARAMS
    'packages/devnet/src/solana/rpc/JsonRpcError.ts': ['exports'],
    // TODO(merge): BLOCK_NOT_AVAILABLE
    'packages/devnet/src/solana/rpc/blockMethods.ts': ['exports'],
    // TODO(merge): accountEncodings; type AccountEncoding
    'packages/devnet/src/solana/rpc/encodeAccount.ts': ['exports', 'types'],
    // TODO(merge): registerWalletUntil
    'packages/devnet/src/wallet/solana/registerSolanaDevWallet.ts': ['exports'],
    // TODO(merge): type SolanaSignAllTransactionsFeature
    'packages/devnet/src/wallet/solana/createSolanaDevWallet.ts': ['types'],
    // TODO(merge): type Address
    'packages/devnet/test/solana/solanaTestHelpers.ts': ['types'],
    // TODO(merge): type SolanaBalanceChange
    'packages/embedded/src/frame/approval/describeSolanaRequest.ts': ['types'],
    // TODO(merge): type FrameServiceErrorType
    'packages/embedded/src/frame/service/FrameServiceError.ts': ['types'],
    // TODO(merge): relayJwtHeader
    'packages/protocol/src/auth/createRelayJwt.ts': ['exports'],
    // TODO(merge): type PendingSettle
    'packages/protocol/src/engine/types.ts': ['types'],
    // TODO(merge): type RecentlyDeleted
    'packages/protocol/src/store/createRecentlyDeleted.ts': ['types'],
    // TODO(merge): type AuthNamespaces
    'packages/protocol/src/types/events.ts': ['types'],
    // TODO(merge): TOKEN_PROGRAM_ADDRESS
    'services/api/src/blockchain/balance/getSolanaAccountBalances.ts': [
      'exports',
    ],
    // TODO(merge): ETHEREUM_COIN_TYPE
    'services/api/src/blockchain/names/coinTypeFromChainId.ts': ['exports'],
    // TODO(merge): referenceNameZones
    'services/api/src/blockchain/names/getNameSuggestions.ts': ['exports'],
    // TODO(merge): NAME_MIN_LENGTH, NAME_MAX_LENGTH
    'services/api/src/blockchain/names/nameRules.ts': ['exports'],
    // TODO(merge): NAME_MESSAGE_MAX_AGE_MS, DEFAULT_NAMES_PER_ADDRESS
    'services/api/src/blockchain/names/registerName.ts': ['exports'],
    // TODO(merge): NATIVE_TOKEN_ADDRESS
    'services/api/src/blockchain/prices/getFungiblePrices.ts': ['exports'],
    // TODO(merge): type RpcTransaction
    'services/api/src/blockchain/indexer/rpcTypes.ts': ['types'],
    // TODO(merge): type SolanaTokenSettings
    'services/api/src/blockchain/settings/BlockchainSettings.ts': ['types'],
    // TODO(merge): parseDuration, defaultFrameDir
    'services/api/src/embedded/getEmbeddedSettings.ts': ['exports'],
    // TODO(merge): deviceIdPattern
    'services/api/src/embedded/http/readFrameRequest.ts': ['exports'],
    // TODO(merge): PREPARED_REQUEST_TTL_MS
    'services/api/src/embedded/prepared/storePreparedRequest.ts': ['exports'],
    // TODO(merge): MAX_HINTED_GAS
    'services/api/src/embedded/rpc/prepareEvmTransactions.ts': ['exports'],
    // TODO(merge): SOLANA_MESSAGE_MAX_CHARS, SOLANA_SIGN_ALL_MAX
    'services/api/src/embedded/rpc/readSolanaParams.ts': ['exports'],
    // TODO(merge): DEFAULT_APPLICATION_DOMAIN
    'services/api/src/embedded/rpc/readSolanaSignMessage.ts': ['exports'],
    // TODO(merge): type SolanaTransactionSummary
    'services/api/src/embedded/rpc/describeSolanaRequest.ts': ['types'],
    // TODO(merge): type SolanaBalanceChange
    'services/api/src/embedded/rpc/simulateSolanaTransaction.ts': ['types'],
    // TODO(merge): SOCIAL_CALLBACK_PATH
    'services/api/src/embedded/social/socialRoutes.ts': ['exports'],
    // TODO(merge): types TokenAuthMethod, SocialProfileKind
    'services/api/src/embedded/social/SocialProvider.ts': ['types'],
    // TODO(merge): defaultSiwxKeyChainIds
    'services/api/src/siwx/createSiwxVerifier.ts': ['exports'],
    // TODO(merge): caip122ChainNames; type Caip122Namespace
    'services/api/src/siwx/parseCaip122Message.ts': ['exports', 'types'],
    // TODO(merge): siwxCookieName
    'services/api/src/siwx/readSiwxToken.ts': ['exports'],
    // TODO(merge): maxScamDomainsPerCall
    'services/api/src/verify/addScamDomains.ts': ['exports'],
    // TODO(merge): type WalletLinks
    'services/api/src/wallets/updateWalletLinks.ts': ['types'],
    // TODO(merge): type FakeCall
    'services/api/test/embedded/social/createFakeProviders.ts': ['types'],
    // TODO(merge): type ConnectAnswer
    'services/api/test/embedded/social/createSocialTestApp.ts': ['types'],
    // TODO(merge): type Push
    'services/relay/test/connectClient.ts': ['types'],
  },
  workspaces: {
    '.': {
      entry: [
        // run by scripts/{start,test}.sh, by hand, or by the apps' `preview`
        'scripts/{start,check-layers,size-check,build-app,serve-static}.mjs',
        // `node bench/run.mjs` (scripts/bench.sh) and the bench tools run by
        // hand (bench/lib/profileRelay.mjs: see services/relay/README.md)
        'bench/*.mjs',
        'bench/lib/profileRelay.mjs',
        // started as child processes by path
        'bench/lib/httpLoad.mjs',
        'bench/relay/clients.mjs',
        'bench/abuse/normalClientChild.mjs',
        // the bench's own pages, built by bench/build.mjs
        'bench/apps/*/main.tsx',
      ],
      project: ['*.ts', 'scripts/**/*.{mjs,ts}', 'bench/**/*.{mjs,ts,tsx}'],
    },
    'packages/*': {
      project: ['{src,test}/**/*.{ts,tsx}'],
    },
    'packages/devnet': {
      includeEntryExports: true,
      entry: ['scripts/compile.mjs'],
      project: ['{src,test}/**/*.{ts,tsx}', 'scripts/*.mjs'],
      ignoreDependencies: [
        // resolved at run time through createRequire (resolveAnvilBinary.ts)
        '@foundry-rs/anvil',
        // TODO(merge): unused — mailparser and smtp-server ship their own types
        '@types/mailparser',
        '@types/smtp-server',
      ],
    },
    'packages/embedded': {
      // the secure frame's page, built by scripts/build-frame.mjs
      entry: ['scripts/build-frame.mjs', 'src/frame/main.ts'],
      project: ['{src,test}/**/*.{ts,tsx}', 'scripts/*.mjs'],
    },
    'packages/protocol': {
      project: ['src/**/*.{ts,tsx}'],
      // TODO(merge): unlisted — the relay and interop tests import
      // @latch/relay (a devDependency to add)
      ignoreDependencies: ['@latch/relay'],
    },
    'packages/test': {
      includeEntryExports: true,
      project: ['src/**/*.{ts,tsx}'],
    },
    'services/*': {
      project: ['{src,test}/**/*.ts', 'bin/*.mjs'],
    },
    'services/api': {
      project: ['{src,test}/**/*.ts', 'bin/*.mjs'],
      // TODO(merge): unlisted — test/siwx/compileSiwxTestWallet.ts requires
      // solc (a devDependency of @latch/devnet only)
      ignoreDependencies: ['solc'],
    },
    'apps/*': {
      project: ['src/**/*.{ts,tsx}', 'e2e/**/*.{ts,mjs}', '*.ts'],
    },
    'apps/demo': {
      project: ['src/**/*.{ts,tsx}', 'e2e/**/*.{ts,mjs}', '*.ts'],
      ignoreDependencies: [
        // TODO(merge): unused devDependency — nothing in the demo imports it
        '@latch/protocol',
        // TODO(merge): unlisted — e2e/embeddedSolana.e2e.test.ts imports it
        '@solana-program/system',
      ],
    },
  },
}

export default config
