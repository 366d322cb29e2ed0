import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const entry = fileURLToPath(
  new URL('../../fixtures/dev-wallet-global.ts', import.meta.url),
)

/**
 * The Latch Dev Wallet as one classic script (IIFE) that defines
 * `window.latchInstallDevWallet`, for `page.addInitScript`: a page built
 * outside the monorepo gets a wallet the way an extension injects one.
 */
export async function bundleDevWallet(outDir: string): Promise<string> {
  const { build } = await import('vite')
  await build({
    configFile: false,
    logLevel: 'warn',
    // Library mode keeps `process.env.NODE_ENV`; a page has no `process`.
    define: { 'process.env.NODE_ENV': '"production"' },
    resolve: { conditions: ['@latch/source', 'browser', 'import', 'default'] },
    build: {
      outDir,
      emptyOutDir: true,
      minify: false,
      lib: {
        entry,
        formats: ['iife'],
        name: 'latchDevWalletBundle',
        fileName: () => 'dev-wallet.js',
      },
      rolldownOptions: { output: { codeSplitting: false } },
    },
  })
  return readFile(join(outDir, 'dev-wallet.js'), 'utf8')
}
