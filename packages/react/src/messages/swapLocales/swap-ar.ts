import type { SwapMessages } from '../useSwapMessages.js'

/** The Swap views' strings in ar (their own chunk, loaded by Swap). */
const catalogue: SwapMessages = {
  swapFrom: 'تدفع',
  swapTo: 'تستلم',
  swapChooseToken: 'اختر رمزًا مميزًا: {symbol}',
  swapSelectToken: 'اختر رمزًا مميزًا',
  swapSearchTokens: 'ابحث عن الرموز المميزة',
  swapNoTokens: 'لم يتم العثور على رموز مميزة',
  swapFlip: 'بدّل الرمزين',
  swapQuoted: 'تسعير: المبلغ المستلم يتبع المبلغ المدفوع',
  swapQuoting: 'جارٍ الحصول على تسعير…',
  swapQuoteFailed: 'تعذّر الحصول على تسعير',
  swapNoRoute: 'لا يوجد مسار لهذا الزوج',
  swapSameToken: 'اختر رمزين مختلفين',
  swapPriceImpact: 'تأثير السعر',
  swapSlippage: 'نسبة الانزلاق المسموح بها (%)',
  swapInvalidSlippage: 'أدخل انزلاقًا من 0.01 إلى 50 %',
  swapMinimumReceived: 'الحد الأدنى المستلم',
  swapRoute: 'المسار',
  swapRouteVia: '{path} عبر {protocol}',
  swapPreview: 'مراجعة المبادلة',
  swapApproveFirst: 'وافق أولًا على {amount} للمبادلة في محفظتك',
  swapApproveInBatch: 'وافق على {amount} وبادل بتأكيد واحد في محفظتك',
  swapApproving: 'وافق في محفظتك…',
  swapDone: 'تمت مبادلة {from} مقابل {to}',
  swapReverted: 'تم التراجع عن المبادلة: تحرك السعر أكثر من الانزلاق المسموح',
  swapUnsupported: 'الشبكة غير مدعومة للمبادلات',
  swapPercent: '{amount} %',
}

export default catalogue
