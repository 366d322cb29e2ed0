import type { ChainNamespace, Network } from '@latch/common'
import { type ComponentType, useId } from 'react'
import { useConfig } from '../../hooks/useConfig.js'
import {
  type NamespaceMessages,
  useNamespaceMessages,
} from '../../messages/useNamespaceMessages.js'
import { afterNetworkSwitch } from './afterNetworkSwitch.js'

type NetworkListProps = {
  networks?: readonly Network[] | undefined
  onSwitched?: (() => void) | undefined
}

/** The heading of a namespace's group of networks. */
export function namespaceLabel(
  namespace: ChainNamespace,
  namespaceMessages: NamespaceMessages,
): string {
  switch (namespace) {
    case 'eip155':
      return namespaceMessages.namespaceEip155
    case 'solana':
      return namespaceMessages.namespaceSolana
    case 'bip122':
      return namespaceMessages.namespaceBip122
    default:
      return namespaceMessages.namespaceOther
  }
}

/** The configured networks by namespace, in the config's order. */
export function groupByNamespace(
  networks: readonly Network[],
): [ChainNamespace, Network[]][] {
  const groups = new Map<ChainNamespace, Network[]>()
  for (const network of networks) {
    const group = groups.get(network.chainNamespace) ?? []
    group.push(network)
    groups.set(network.chainNamespace, group)
  }
  return [...groups]
}

type ListComponent = ComponentType<NetworkListProps>

/** One namespace's networks under its heading. */
function Group(props: {
  List: ListComponent
  label: string
  networks: readonly Network[]
  onSwitched(): void
}) {
  const { List, label, networks, onSwitched } = props
  const headingId = useId()
  return (
    <section className="l-stack" aria-labelledby={headingId}>
      <h3 id={headingId} className="l-group">
        {label}
      </h3>
      <List networks={networks} onSwitched={onSwitched} />
    </section>
  )
}

/**
 * The Networks view's content with several namespaces configured: a
 * labelled group per namespace. Choosing a network of another namespace
 * makes it active (core's switchNetwork) and shows its account, or Connect
 * when no wallet is connected there.
 */
export default function NamespaceNetworks({ List }: { List: ListComponent }) {
  const config = useConfig()
  const messages = useNamespaceMessages()
  return (
    <div className="l-stack">
      {groupByNamespace(config.networks).map(([namespace, networks]) => (
        <Group
          key={namespace}
          List={List}
          label={namespaceLabel(namespace, messages)}
          networks={networks}
          onSwitched={() => afterNetworkSwitch(config)}
        />
      ))}
    </div>
  )
}
