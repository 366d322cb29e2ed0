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
      ],
    },
    'packages/embedded': {
      // the secure frame's page (scripts/build-frame.mjs builds it; knip
      // finds that script itself)
      entry: ['src/frame/main.ts'],
      project: ['{src,test}/**/*.{ts,tsx}', 'scripts/*.mjs'],
    },
    'packages/protocol': {
      project: ['src/**/*.{ts,tsx}'],
    },
    'packages/test': {
      includeEntryExports: true,
      project: ['src/**/*.{ts,tsx}'],
    },
    'services/*': {
      project: ['{src,test}/**/*.ts', 'bin/*.mjs'],
    },
    'services/api': {
      // run by hand (and by brandImages.test.ts on a copy of data/)
      entry: ['scripts/import-brand-images.mjs'],
      project: ['{src,test}/**/*.ts', 'bin/*.mjs', 'scripts/*.mjs'],
      // read by that script from their folders (package.json, SVG files),
      // never imported by name
      ignoreDependencies: ['@web3icons/core', 'simple-icons'],
    },
    'apps/*': {
      project: ['src/**/*.{ts,tsx}', 'e2e/**/*.{ts,mjs}', '*.ts'],
    },
    'apps/wagmi-example': {
      // the size pages scripts/size-check.mjs builds
      entry: ['src/size/*/main.tsx'],
      project: ['src/**/*.{ts,tsx}', 'e2e/**/*.{ts,mjs}', '*.ts'],
    },
  },
}

export default config
