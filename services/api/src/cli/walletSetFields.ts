/** The directory fields `latch-api wallets set` changes. */
export type WalletSetFields = { webapp_link?: string | null; chains?: string[] }

/**
 * The fields `latch-api wallets set` changes, from its options:
 * `--webapp-link URL` ('' clears it) and `--chains ID,ID` (CAIP-2 ids, ''
 * for none; the wallet's namespaces follow from them). Checked by
 * `updateWalletLinks`; at least one is needed.
 */
export function walletSetFields(values: {
  id?: string | undefined
  'webapp-link'?: string | undefined
  chains?: string | undefined
}): WalletSetFields {
  const link = values['webapp-link']
  const { chains } = values
  if (!values.id || (link === undefined && chains === undefined))
    throw new TypeError('wallets set needs --id and --webapp-link or --chains')
  return {
    ...(link === undefined ? {} : { webapp_link: link || null }),
    ...(chains === undefined
      ? {}
      : {
          chains: chains
            .split(',')
            .map((c) => c.trim())
            .filter(Boolean),
        }),
  }
}
