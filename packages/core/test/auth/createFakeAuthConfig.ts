import { devnet } from '@latch/common'
import { createConfig } from '../../src/createConfig.js'
import { memoryStorage } from '../../src/storage/memoryStorage.js'
import {
  createFakeAuthConnector,
  type FakeFrame,
} from './createFakeAuthConnector.js'

/**
 * A config on the devnet whose only connector is a scripted auth connector
 * (`createFakeAuthConnector`), in memory, with no wallet discovery: for the
 * auth actions' tests. The connector's handles and the config.
 */
export function createFakeAuthConfig(script: Partial<FakeFrame> = {}) {
  const fake = createFakeAuthConnector(script)
  const config = createConfig({
    projectId: 'p1',
    networks: [devnet],
    storage: memoryStorage(),
    connectors: [fake.create],
    multiInjectedProviderDiscovery: false,
  })
  return { ...fake, config }
}
