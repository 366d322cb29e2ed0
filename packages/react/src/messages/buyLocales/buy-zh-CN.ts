import type { BuyMessages } from '../useBuyMessages.js'

/** The Buy view's strings in zh-CN (their own chunk, loaded by Buy). */
const catalogue: BuyMessages = {
  buyWhat: '你想购买什么？',
  buyByCard: '使用银行卡支付',
  buyToken: '在 {network} 上购买 {symbol}',
  buySample: '示例选项：无法连接法币入金服务',
  buyNothing: '此网络上没有可购买的资产',
  buyAmount: '支付金额',
  buyCurrency: '货币',
  buyLimits: '银行卡支付 {min} 至 {max} {currency}',
  buyBelowMinimum: '最低金额为 {amount} {currency}',
  buyAboveMaximum: '最高金额为 {amount} {currency}',
  buyTooManyDecimals: '请输入最多 2 位小数的金额',
  buyQuoting: '正在获取报价…',
  buyQuote: '报价',
  buyReceive: '你将收到',
  buyFee: '手续费',
  buyTotal: '总计',
  buyEstimate: '仅为估算：支付页面会显示最终金额',
  buyContinue: '继续支付',
  buyStartFailed: '无法打开支付页面',
  buyPopupBlocked: '浏览器拦截了支付窗口',
  buyOpenPayment: '打开支付页面',
  buyPayInWindow: '请在新窗口中完成支付',
  buyDelivering: '已收到付款：{amount} 正在发送到你的钱包',
  buyDone: '{amount} 已到达你的钱包',
  buyDeclined: '你的银行卡被拒绝，未扣款。',
  buyFailed: '购买失败：未发送任何资产',
  buyDoneButton: '返回账户',
  buyStatusFailed: '无法读取购买状态',
  buyWindowClosed: '支付完成前支付窗口已关闭',
}

export default catalogue
