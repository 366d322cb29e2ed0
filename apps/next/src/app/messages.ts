/** The example's own texts (Latch's come from @latch/react). */
export const messages = {
  title: 'Latch on Next.js',
  intro:
    'The connect button, account and network below are rendered on the server from your cookies.',
  headerNav: 'Wallet',
  account: 'Account',
  network: 'Network',
  notConnected: 'Not connected',
} as const
