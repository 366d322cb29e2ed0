/** The directory fields `latch-api wallets set` changes. */
export type WalletSetFields = {
  webapp_link?: string | null
  link_mode?: string | null
  chains?: string[]
}

/**
 * The fields `latch-api wallets set` changes, from its options:
 * `--webapp-link URL` and `--link-mode URL` ('' clears either) and
 * `--chains ID,ID` (CAIP-2 ids, '' for none; the wallet's namespaces follow
 * from them). Checked by `updateWalletLinks`; at least one is needed.
 */
export function walletSetFields(values: {
  id?: string | undefined
  'webapp-link'?: string | undefined
  'link-mode'?: string | undefined
  chains?: string | undefined
}): WalletSetFields {
  const link = values['webapp-link']
  const linkMode = values['link-mode']
  const { chains } = values
  if (
    !values.id ||
    (link === undefined && linkMode === undefined && chains === undefined)
  )
    throw new TypeError(
      'wallets set needs --id and --webapp-link, --link-mode or --chains',
    )
  return {
    ...(link === undefined ? {} : { webapp_link: link || null }),
    ...(linkMode === undefined ? {} : { link_mode: linkMode || null }),
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
