import {
  createProject,
  DEV_PROJECT_ID,
  type ImageFileEntry,
  importWallets,
  type StartApiParameters,
  type StartApiReturnType,
  startApi,
} from '@latch/api'

export type StartTestApiParameters = Partial<StartApiParameters> & {
  /** How many directory wallets to import besides the dev wallet. @default 44 */
  wallets?: number | undefined
  /** Asset, token and currency images to serve (monograms unless `svg`). */
  images?: readonly ImageFileEntry[] | undefined
}

/**
 * The real Latch API server for tests: in-memory PGlite on a free port,
 * the `latch-demo` project (loopback origins), and a directory of the
 * Latch Dev Wallet (rdns `dev.latch.wallet`) plus `wallets` generated ones
 * named `Wallet 01`, `Wallet 02`, … (enough to page by 40): the odd ones
 * have a web app link; of the even ones, `Wallet 02`, `06`, … have no link
 * and no rdns, and `Wallet 04`, `08`, … are extensions only (an rdns and a
 * homepage, no app link; `Wallet 08`, `16`, … also a Chrome Web Store page).
 */
export async function startTestApi(
  parameters: StartTestApiParameters = {},
): Promise<StartApiReturnType & { projectId: string }> {
  const { wallets = 44, images, ...rest } = parameters
  const api = await startApi({
    port: 0,
    dataDir: 'memory',
    seedDevProject: true,
    ...rest,
    onDbReady: async (db) => {
      await db.transaction((tx) =>
        importWallets(tx, {
          images,
          wallets: [
            {
              id: 'latch-dev-wallet',
              name: 'Latch Dev Wallet',
              color: '#0f766e',
              rdns: 'dev.latch.wallet',
              mobile_link: null,
              desktop_link: null,
              webapp_link: null,
              chains: ['eip155:31337'],
              rank: 1,
            },
            ...Array.from({ length: wallets }, (_, i) => {
              const n = String(i + 1).padStart(2, '0')
              return {
                id: `wallet-${n}`,
                name: `Wallet ${n}`,
                color: '#334155',
                rdns: i % 4 === 1 ? null : `test.wallet${n}`,
                mobile_link: null,
                desktop_link: null,
                // Odd ones have a web app, even ones none.
                webapp_link:
                  i % 2 === 0 ? `https://wallet${n}.example/app` : null,
                ...(i % 4 === 3
                  ? {
                      app_urls: {
                        homepage: `https://wallet${n}.example`,
                        // Wallet 08, 16, …: also in the Chrome Web Store.
                        ...(i % 8 === 7
                          ? { chrome: `https://store.example/wallet${n}` }
                          : {}),
                      },
                    }
                  : {}),
                chains: ['eip155:1'],
                rank: 10 + i,
              }
            }),
          ],
        }),
      )
      await rest.onDbReady?.(db)
    },
  })
  return Object.assign(api, { projectId: DEV_PROJECT_ID })
}

export { createProject }
