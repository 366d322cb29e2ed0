import type { SwapMessages } from '../useSwapMessages.js'

/** The Swap views' strings in ja (their own chunk, loaded by Swap). */
const catalogue: SwapMessages = {
  swapFrom: '支払う',
  swapTo: '受け取る',
  swapChooseToken: 'トークンを選択: {symbol}',
  swapSelectToken: 'トークンを選択',
  swapSearchTokens: 'トークンを検索',
  swapNoTokens: 'トークンが見つかりません',
  swapFlip: 'トークンを入れ替える',
  swapQuoted: '見積もり: 受け取る額は支払う額に応じて決まります',
  swapQuoting: '見積もりを取得中…',
  swapQuoteFailed: '見積もりを取得できませんでした',
  swapNoRoute: 'このペアのルートがありません',
  swapSameToken: '異なる2つのトークンを選んでください',
  swapPriceImpact: '価格への影響',
  swapSlippage: 'スリッページ許容値 (%)',
  swapInvalidSlippage: '0.01〜50 % のスリッページを入力してください',
  swapMinimumReceived: '最低受取額',
  swapRoute: 'ルート',
  swapRouteVia: '{path}（{protocol} 経由）',
  swapPreview: 'スワップを確認',
  swapApproveFirst: 'まずウォレットでスワップ用に {amount} を承認してください',
  swapApproveInBatch:
    'ウォレットで 1 回の確認で {amount} を承認してスワップします',
  swapApproving: 'ウォレットで承認してください…',
  swapDone: '{from} を {to} にスワップしました',
  swapReverted:
    'スワップは取り消されました: 価格がスリッページを超えて動きました',
  swapUnsupported: 'このネットワークはスワップに対応していません',
  swapPercent: '{amount} %',
}

export default catalogue
