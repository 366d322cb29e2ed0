// wagmi connecting through Latch: the `latch()` connector.
import { latch } from '@latch/wagmi'
import { sizeLatch } from '../latchConfig.js'
import { mountWagmiPage } from '../mountWagmiPage.js'

const myLatch = sizeLatch()
mountWagmiPage([latch({ latch: myLatch })], myLatch)
