import type { SwapMessages } from '../useSwapMessages.js'

/** The Swap views' strings in zh-CN (their own chunk, loaded by Swap). */
const catalogue: SwapMessages = {
  swapFrom: '你支付',
  swapTo: '你收到',
  swapChooseToken: '选择代币：{symbol}',
  swapSelectToken: '选择代币',
  swapSearchTokens: '搜索代币',
  swapNoTokens: '未找到代币',
  swapFlip: '交换代币',
  swapQuoted: '报价：收到的数量随支付的数量而定',
  swapQuoting: '正在获取报价…',
  swapQuoteFailed: '无法获取报价',
  swapNoRoute: '此交易对没有路由',
  swapSameToken: '请选择两种不同的代币',
  swapPriceImpact: '价格影响',
  swapSlippage: '滑点容差 (%)',
  swapInvalidSlippage: '请输入 0.01 到 50 % 的滑点',
  swapMinimumReceived: '最少收到',
  swapRoute: '路由',
  swapRouteVia: '{path}（经由 {protocol}）',
  swapPreview: '确认兑换',
  swapApproveFirst: '请先在钱包中为兑换批准 {amount}',
  swapApproveInBatch: '在钱包中一次确认即可批准 {amount} 并兑换',
  swapApproving: '请在钱包中批准…',
  swapDone: '已将 {from} 兑换为 {to}',
  swapReverted: '兑换已回滚：价格变动超出了你的滑点',
  swapUnsupported: '该网络不支持兑换',
  swapPercent: '{amount} %',
}

export default catalogue
