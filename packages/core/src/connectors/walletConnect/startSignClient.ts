import {
  createLocalStorage,
  createMemoryStorage,
  createSignClient,
} from '@latch/protocol/client'
import type { ConnectorContext } from '../../types/config.js'
import { createLinkModeChannel } from './linkModeChannel.js'
import { takeLinkModeUrl } from './takeLinkModeUrl.js'
import type { WalletConnectParameters } from './types.js'

/**
 * Starts the connector's Sign client: the app's metadata (and the config's
 * API as its Verify URL), its storage, and link mode (SPEC §6) when the
 * app advertises its universal link for it. A wallet's answer the page was
 * opened with (`?wc_ev=`) is handled by the client 50 ms after it starts
 * and handed to this app's other tabs through `channel`.
 */
export async function startSignClient(options: {
  parameters: WalletConnectParameters
  context: ConnectorContext
  /** Opens a link-mode message in the wallet; `key` is its JSON-RPC id. */
  openLink: (url: string, key: unknown) => void
}) {
  const { parameters, context, openLink } = options
  const metadata = parameters.metadata ??
    context.metadata ?? {
      name: 'Latch',
      description: '',
      url: typeof location === 'undefined' ? '' : location.origin,
      icons: [],
    }
  const verifyUrl = parameters.verifyUrl ?? context.apiUrl
  const { redirect } = metadata
  const linkMode = redirect?.linkMode === true && !!redirect.universal
  const initialUrl = takeLinkModeUrl()
  const client = await createSignClient({
    relayUrl: parameters.relayUrl,
    projectId: parameters.projectId ?? (context.projectId || undefined),
    metadata: {
      ...metadata,
      icons: [...metadata.icons],
      ...(verifyUrl && { verifyUrl: verifyUrl.replace(/\/+$/, '') }),
    },
    storage:
      parameters.storage ??
      (typeof localStorage === 'undefined'
        ? createMemoryStorage()
        : createLocalStorage()),
    storagePrefix: parameters.storagePrefix ?? `${context.storage.key}:wc`,
    WebSocket: parameters.WebSocket,
    ...(linkMode && { openLink }),
    initialUrl,
  })
  const channel = createLinkModeChannel(
    (url) => void client.dispatchLinkModeUrl(url),
  )
  if (initialUrl) channel.share(initialUrl)
  return { client, channel }
}
