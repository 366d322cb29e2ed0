/**
 * The link that opens a wallet with a pairing URI, as wallets expect it:
 * universal links (`https://wallet.example`) and native schemes with a path
 * (`wallet://app`) get `/wc?uri=<encoded>`; bare schemes (`wallet:`,
 * `wallet://`) become `wallet://wc?uri=<encoded>`.
 *
 * @example
 * formatWalletLink('https://w.example', uri) // https://w.example/wc?uri=wc%3A…
 * formatWalletLink('wallet://', uri) // wallet://wc?uri=wc%3A…
 */
export function formatWalletLink(appUrl: string, uri: string): string {
  let base = appUrl.includes('://')
    ? appUrl
    : `${appUrl.replaceAll('/', '').replaceAll(':', '')}://`
  if (!base.endsWith('/')) base = `${base}/`
  return `${base}wc?uri=${encodeURIComponent(uri)}`
}
