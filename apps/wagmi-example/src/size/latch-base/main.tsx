// wagmi and Latch's provider side by side, no connector between them: what
// the connector is measured over.
import { sizeLatch } from '../latchConfig.js'
import { mountWagmiPage } from '../mountWagmiPage.js'

mountWagmiPage([], sizeLatch())
