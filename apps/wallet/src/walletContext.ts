import { devAccounts } from '@latch/devnet'
import type { SignClient } from '@latch/protocol/client'
import { messages } from './messages.js'
import type { WalletConfig } from './readWalletConfig.js'
import type { WalletStore } from './walletStore.js'

/** What each part of the wallet controller works with. */
export type WalletContext = ReturnType<typeof createWalletContext>

/** The message of a failure, for the person. */
export const errorReason = (error: unknown) =>
  error instanceof Error ? error.message : String(error)

/**
 * The wallet's config and store with the helpers its actions share:
 * the dev account in use, the sign client once started, notices, and
 * `guard`, which runs an action with `busy` on and tells its failure.
 */
export function createWalletContext(
  config: WalletConfig,
  store: WalletStore,
  getClient: () => SignClient | undefined,
) {
  const notice = (text: string, error = false) =>
    store.set({ notice: { text, error } })
  return {
    config,
    store,
    chainIds: config.chains.map((chain) => chain.chainId),
    notice,
    /** Reads the sessions again from the client. */
    refresh: () => store.set({ sessions: getClient()?.getSessions() ?? [] }),
    account() {
      const found = devAccounts[store.get().accountIndex] ?? devAccounts[0]
      if (!found) throw new Error('no dev accounts')
      return found
    },
    async guard(run: () => Promise<void>) {
      store.set({ busy: true })
      try {
        await run()
      } catch (error) {
        notice(`${messages.errorPrefix} ${errorReason(error)}`, true)
      } finally {
        store.set({ busy: false })
      }
    },
    /** The sign client; before `start()` finished, "starting" is thrown. */
    required() {
      const client = getClient()
      if (!client) throw new Error(messages.starting)
      return client
    },
  }
}
