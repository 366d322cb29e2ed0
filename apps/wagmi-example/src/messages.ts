/** Every string the wagmi example shows. */
export const messages = {
  title: 'Latch wagmi example',
  intro:
    "wagmi's hooks, Latch's modal: the buttons below call wagmi; the connect button is Latch's own.",
  connect: 'Connect with wagmi',
  switchTo: (name: string) => `Switch to ${name}`,
  sign: 'Sign message',
  send: 'Send 0.01 ETH',
  disconnect: 'Disconnect with wagmi',
  message: 'Hello from wagmi through Latch',
  values: 'wagmi values',
  none: '—',
} as const
