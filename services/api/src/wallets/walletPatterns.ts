/** Wallet and image ids: slugs, CAIP-2 ids (`eip155:1`), dots. */
export const walletIdPattern = /^[A-Za-z0-9._:-]{1,128}$/

/** CAIP-2 chain id syntax (namespace:reference). */
export const caip2Pattern = /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/

/** Badge filter values of GET /getWallets. */
export const badgeTypes = ['certified', 'none'] as const
