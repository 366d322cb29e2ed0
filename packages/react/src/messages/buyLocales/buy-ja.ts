import type { BuyMessages } from '../useBuyMessages.js'

/** The Buy view's strings in ja (their own chunk, loaded by Buy). */
const catalogue: BuyMessages = {
  buyWhat: '何を購入しますか？',
  buyByCard: 'カードで支払う',
  buyToken: '{network} で {symbol} を購入',
  buySample: 'サンプルのオプション: オンランプに接続できませんでした',
  buyNothing: 'このネットワークで購入できるものはありません',
  buyAmount: '支払う金額',
  buyCurrency: '通貨',
  buyLimits: 'カードで {min}〜{max} {currency}',
  buyBelowMinimum: '最小額は {amount} {currency} です',
  buyAboveMaximum: '最大額は {amount} {currency} です',
  buyTooManyDecimals: '小数点以下2桁までの金額を入力してください',
  buyQuoting: '見積もりを取得中…',
  buyQuote: '見積もり',
  buyReceive: '受け取る額',
  buyFee: '手数料',
  buyTotal: '合計',
  buyEstimate: '見積もりのみ: 最終金額は支払いページに表示されます',
  buyContinue: '支払いに進む',
  buyStartFailed: '支払いページを開けませんでした',
  buyPopupBlocked: 'ブラウザが支払いウィンドウをブロックしました',
  buyOpenPayment: '支払いページを開く',
  buyPayInWindow: '新しいウィンドウで支払いを完了してください',
  buyDelivering: '支払いを受け付けました: {amount} をウォレットに送金中です',
  buyDone: '{amount} がウォレットに届きました',
  buyDeclined: 'カードが拒否されました。請求はありません。',
  buyFailed: '購入に失敗しました: 何も送金されていません',
  buyDoneButton: 'アカウントに戻る',
  buyStatusFailed: '購入の状況を読み込めませんでした',
  buyWindowClosed: '支払いが完了する前に支払いウィンドウが閉じられました',
}

export default catalogue
