import {
  type Config,
  type Connector,
  type DirectoryWallet,
  getNetwork,
} from '@latch/core'
import { isPhone } from './isPhone.js'

/** One wallet in a wallet list, whatever source it came from. */
export type WalletEntry = {
  readonly id: string
  readonly name: string
  readonly icon: string | undefined
  /** Set when a connector can reach the wallet from this page. */
  readonly connectorId?: string | undefined
  /** A directory wallet's web app, when it has one. */
  readonly webappLink?: string | undefined
  /**
   * A directory wallet's mobile link (its universal link, else its custom
   * scheme) and desktop link (WalletConnect).
   */
  readonly mobileLink?: string | undefined
  readonly desktopLink?: string | undefined
  /** A directory wallet's link-mode universal link (`link_mode`). */
  readonly linkMode?: string | undefined
  /**
   * A browser extension only (nothing to pair with over WalletConnect):
   * where to install it (its page in this browser's store, else its site).
   */
  readonly installLink?: string | undefined
  /** Chain namespaces the wallet supports (unknown: undefined). */
  readonly namespaces?: readonly string[] | undefined
}

const fromConnector = (c: Connector): WalletEntry => ({
  id: c.rdns ?? c.id,
  name: c.name,
  icon: c.icon,
  connectorId: c.id,
  namespaces: c.chainNamespaces ?? [c.chainNamespace],
})

/**
 * The extension's page in this browser's store, when the directory has
 * it: the Chrome Web Store's (`chrome_store`) for Chrome and the other
 * Chromium browsers (Edge, Brave, Opera install from it), else Firefox's
 * or (any other browser) Safari's own (`app_urls.firefox`, `.safari`).
 * Small: it is in the modal's chunk, fetched before the first click.
 */
export const storeLink = (
  w: Pick<DirectoryWallet, 'app_urls' | 'chrome_store'>,
  userAgent = '',
): string | null | undefined =>
  /Chrom/.test(userAgent)
    ? w.chrome_store
    : w.app_urls?.[/Firefox\//.test(userAgent) ? 'firefox' : 'safari']

/**
 * A directory wallet as a list entry; none for an extension that is not
 * installed and has no page to install it from (e.g. the Latch Dev Wallet:
 * without it, no row that could only show a QR code it never scans), or
 * for any extension on a phone.
 */
function fromDirectory(w: DirectoryWallet, phone: boolean): WalletEntry[] {
  const universal = w.app_urls?.universal
  const extension =
    w.rdns && !universal && !w.mobile_link && !w.desktop_link && !w.webapp_link
  const installLink = extension
    ? (storeLink(w, globalThis.navigator?.userAgent) ?? w.homepage ?? undefined)
    : undefined
  if (extension && (phone || !installLink)) return []
  return [
    {
      id: w.id,
      name: w.name,
      icon: w.imageUrl,
      webappLink: w.webapp_link ?? undefined,
      mobileLink: universal ?? w.mobile_link ?? undefined,
      desktopLink: w.desktop_link ?? undefined,
      linkMode: w.link_mode ?? undefined,
      installLink,
      namespaces: w.namespaces,
    },
  ]
}

/**
 * Merges the wallets installed in this browser (EIP-6963 connectors) with
 * the directory's, by rdns: an installed wallet shows once, as its
 * connector, first. Only wallets supporting the active namespace are
 * offered (a wallet whose namespaces are unknown is kept); on a phone, the
 * directory's wallets that open by a link come first.
 */
export function mergeWallets(
  config: Config,
  connectors: readonly Connector[],
  directory: readonly DirectoryWallet[],
  /** Every installed connector, also those filtered out of `connectors`. */
  allConnectors: readonly Connector[] = connectors,
): WalletEntry[] {
  const installed = new Set(allConnectors.map((c) => c.rdns?.toLowerCase()))
  const phone = isPhone()
  const listed = directory
    .filter((w) => !w.rdns || !installed.has(w.rdns.toLowerCase()))
    .flatMap((w) => fromDirectory(w, phone))
  // A stable sort: the ones with a mobile link first, in directory order.
  if (phone) listed.sort((a, b) => +!a.mobileLink - +!b.mobileLink)
  return [...connectors.map(fromConnector), ...listed].filter(
    (w) => w.namespaces?.includes(getNetwork(config).chainNamespace) !== false,
  )
}
