// wagmi alone, with its own injected connector: the baseline.
import { injected } from 'wagmi/connectors'
import { mountWagmiPage } from '../mountWagmiPage.js'

mountWagmiPage([injected()])
