// The bench page for the Account view: the smallest Latch page plus the
// Latch Dev Wallet (approving by itself), so the bench can connect first
// and then time a click on the account button. Not used for byte budgets.
import { installDevWallet } from '@latch/devnet/wallet'
import { devnet } from '@latch/react/networks'
import { benchMetadata, mountLatchPage } from '../mountLatchPage.js'

installDevWallet({ autoApprove: true, solana: false })

mountLatchPage({
  metadata: benchMetadata('Minimal Latch app, connected'),
  projectId: 'latch-bench',
  networks: [devnet],
})
