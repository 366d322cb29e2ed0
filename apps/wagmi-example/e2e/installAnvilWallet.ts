import type { Page } from 'playwright-core'

/**
 * Injects, before the page's scripts, an EIP-6963 wallet named "Anvil
 * Wallet" whose signer is anvil itself: dev account 0 is unlocked on the
 * devnet, so `personal_sign` and `eth_sendTransaction` go to the chain's
 * RPC and anvil signs. It switches between the two devnets
 * (`wallet_switchEthereumChain`, with `chainChanged`). The matrix apps are
 * built from packed tarballs only, without @latch/devnet's dev wallet.
 */
export async function installAnvilWallet(
  page: Page,
  rpcUrls: readonly string[],
): Promise<void> {
  await page.addInitScript((urls: readonly string[]) => {
    const chains: Record<number, string> = { 31337: urls[0]!, 31338: urls[1]! }
    const account = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
    let chainId = 31337
    const listeners = new Map<string, ((value: unknown) => void)[]>()
    const emit = (event: string, value: unknown) => {
      for (const listener of listeners.get(event) ?? []) listener(value)
    }
    const hex = (n: number) => `0x${n.toString(16)}`
    const rpc = async (method: string, params: unknown) => {
      const response = await fetch(chains[chainId]!, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
      })
      const body = (await response.json()) as {
        result?: unknown
        error?: { code: number; message: string }
      }
      if (body.error)
        throw Object.assign(new Error(body.error.message), body.error)
      return body.result
    }
    const provider = {
      async request({
        method,
        params = [],
      }: {
        method: string
        params?: unknown[]
      }) {
        switch (method) {
          case 'eth_requestAccounts':
          case 'eth_accounts':
            return [account]
          case 'eth_chainId':
            return hex(chainId)
          case 'wallet_switchEthereumChain': {
            const next = Number((params[0] as { chainId: string }).chainId)
            if (!chains[next])
              throw Object.assign(new Error('Unrecognized chain'), {
                code: 4902,
              })
            chainId = next
            emit('chainChanged', hex(next))
            return null
          }
          default:
            return rpc(method, params)
        }
      },
      on(event: string, listener: (value: unknown) => void) {
        listeners.set(event, [...(listeners.get(event) ?? []), listener])
      },
      removeListener(event: string, listener: (value: unknown) => void) {
        const kept = (listeners.get(event) ?? []).filter((l) => l !== listener)
        listeners.set(event, kept)
      },
    }
    const detail = Object.freeze({
      info: {
        uuid: 'b1f1c6a4-anvil-wallet',
        name: 'Anvil Wallet',
        icon: 'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg"/>',
        rdns: 'dev.latch.anvil',
      },
      provider,
    })
    const announce = () =>
      window.dispatchEvent(
        new CustomEvent('eip6963:announceProvider', { detail }),
      )
    window.addEventListener('eip6963:requestProvider', announce)
    announce()
  }, rpcUrls)
}
