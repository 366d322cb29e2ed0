import type { ChainNamespace } from '@latch/common'
import { injected } from '../connectors/injected.js'
import { watchAnnouncedProviders } from '../connectors/watchAnnouncedProviders.js'
import type { CreateConfigParameters } from '../createConfig.js'
import { dispatch } from '../state/dispatch.js'
import type { Config, ConnectorContext } from '../types/config.js'
import type { State } from '../types/state.js'
import { scheduleProjectCheck } from './scheduleProjectCheck.js'
import { startWhen } from './startWhen.js'

/** The page's window, as `createConfig` found it (none on a server). */
export type WindowLike = Window & { ethereum?: unknown }

const hasAccount = (s: State) =>
  s.activeNamespace !== undefined &&
  (s.namespaces[s.activeNamespace]?.accounts.length ?? 0) > 0

/**
 * What a config starts in the page, once (none after `destroyConfig`): its
 * connectors, wallet discovery, the account's data, the restore of
 * remembered connections and the project check. `createConfig` runs it at
 * once; with `ssr`, `hydrate` does when the provider mounts, so the first
 * render in the browser is the server's.
 */
export function mountConfig(
  config: Config,
  parameters: Pick<CreateConfigParameters, 'connectors' | 'adapters'>,
  context: ConnectorContext,
  win: WindowLike | undefined,
) {
  const internal = config._internal
  if (internal.mounted || internal.destroyed) return
  internal.mounted = true
  internal.addConnectors((parameters.connectors ?? []).map((fn) => fn(context)))

  // `typeof window` spelled out: server builds (Next.js) read it as
  // "undefined" and leave wallet discovery out of the server's bundle.
  if (
    typeof window !== 'undefined' &&
    win &&
    config.options.multiInjectedProviderDiscovery
  ) {
    const stop = watchAnnouncedProviders(win, ({ info, provider }) =>
      internal.addConnectors([
        injected({
          target: {
            id: info.rdns,
            name: info.name,
            icon: info.icon,
            rdns: info.rdns,
            provider,
          },
          type: 'ANNOUNCED',
        })(context),
      ]),
    )
    internal.cleanups.add(stop)
  }
  for (const adapter of parameters.adapters ?? [])
    if (config.networks.some((n) => n.chainNamespace === adapter.namespace))
      adapter.watch?.(config, context)
  // Wallets that only inject `window.ethereum` still get a way in.
  if (win?.ethereum && config.state.connectors.length === 0)
    internal.addConnectors([
      injected({
        target: {
          id: 'injected',
          name: 'Browser Wallet',
          provider: () => (win.ethereum as never) ?? undefined,
        },
      })(context),
    ])
  // Keeps the active account's data loaded and true (new blocks, focus,
  // the Account view, a new account or network).
  // (Its chunk loads with the first account.)
  if (win)
    internal.cleanups.add(
      startWhen(config, hasAccount, () =>
        import('./watchAccountData.js').then(({ watchAccountData }) =>
          watchAccountData(config, win),
        ),
      ),
    )
  // Remembered connections (the initial state already shows them as
  // reconnecting) and a social login Telegram reloaded the page during are
  // taken up again; their code loads only when storage holds some.
  if (
    win &&
    (Object.keys(config.storage.getItem('connections') ?? {}).length > 0 ||
      config.storage.getItem('telegramSocialState'))
  )
    internal.reconnecting = import('./restorePage.js').then(
      ({ restorePage }) => restorePage(config),
      // Its code did not load: nothing is restored, and nothing stays
      // "reconnecting".
      () => {
        for (const [namespace, state] of Object.entries(
          config.state.namespaces,
        ))
          if (state?.status === 'reconnecting')
            dispatch(config, {
              type: 'connection/abandoned',
              namespace: namespace as ChainNamespace,
              previous: undefined,
            })
      },
    )
  if (win && config.projectId && config.options.apiUrl)
    scheduleProjectCheck(config)
}
