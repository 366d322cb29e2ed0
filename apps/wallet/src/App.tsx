import { devAccounts } from '@latch/devnet'
import { useSyncExternalStore } from 'react'
import { AccountPanel } from './AccountPanel.js'
import { AuthDialog } from './AuthDialog.js'
import { approveFarcasterSignIn } from './approveFarcasterSignIn.js'
import type { WalletController } from './createWalletController.js'
import { FarcasterForm } from './FarcasterForm.js'
import { messages } from './messages.js'
import { PairForm } from './PairForm.js'
import { ProposalDialog } from './ProposalDialog.js'
import { RequestDialog } from './RequestDialog.js'
import type { WalletConfig } from './readWalletConfig.js'
import { SessionList } from './SessionList.js'

/** The wallet page. */
export function App({
  wallet,
  config,
}: {
  wallet: WalletController
  config: WalletConfig
}) {
  const state = useSyncExternalStore(wallet.subscribe, wallet.getState)
  const { chains } = config
  const ready = state.status === 'ready'
  const proposal = state.proposals[0]
  const auth = proposal ? undefined : state.auths[0]
  const request = proposal || auth ? undefined : state.requests[0]
  const address = devAccounts[state.accountIndex]?.address ?? ''
  return (
    <>
      <header>
        <h1>{messages.title}</h1>
        <p>{messages.intro}</p>
      </header>
      <main>
        <div
          role={state.notice?.error ? 'alert' : 'status'}
          className={state.notice?.error ? 'notice error' : 'notice'}
        >
          {state.status === 'starting'
            ? messages.starting
            : state.status === 'failed'
              ? messages.startFailed(state.notice?.text ?? '')
              : state.notice?.text}
        </div>
        <AccountPanel
          accountIndex={state.accountIndex}
          chainId={state.chainId}
          chains={chains}
          bitcoin={config.bitcoin}
          disabled={state.busy}
          onAccount={(index) => void wallet.setAccount(index)}
          onChain={(chainId) => void wallet.setChain(chainId)}
        />
        <PairForm disabled={!ready || state.busy} onPair={wallet.pair} />
        <FarcasterForm
          onApprove={(url) =>
            approveFarcasterSignIn({
              url,
              privateKey: devAccounts[state.accountIndex]?.privateKey ?? '0x',
              rpcUrl:
                chains.find((c) => c.chainId === state.chainId)?.rpcUrl ??
                chains[0].rpcUrl,
              relayUrl: config.farcasterRelayUrl,
            })
          }
        />
        <SessionList
          sessions={state.sessions}
          chains={chains}
          busy={state.busy}
          onDisconnect={(session) => void wallet.disconnect(session)}
        />
        <p className="hint">
          {messages.relayLabel}: {config.relayUrl}
        </p>
      </main>
      {proposal && (
        <ProposalDialog
          key={proposal.id}
          proposal={proposal}
          chains={chains}
          busy={state.busy}
          onApprove={() => void wallet.approveProposal(proposal)}
          onReject={() => void wallet.rejectProposal(proposal)}
        />
      )}
      {auth && (
        <AuthDialog
          key={auth.id}
          auth={auth}
          address={address}
          chains={chains}
          busy={state.busy}
          onApprove={() => void wallet.approveAuth(auth)}
          onReject={() => void wallet.rejectAuth(auth)}
        />
      )}
      {request && (
        <RequestDialog
          key={request.id}
          request={request}
          session={state.sessions.find((s) => s.topic === request.topic)}
          chains={chains}
          review={state.reviews[request.id]}
          busy={state.busy}
          onApprove={(title) => void wallet.approveRequest(request, title)}
          onReject={(title) => void wallet.rejectRequest(request, title)}
        />
      )}
    </>
  )
}
