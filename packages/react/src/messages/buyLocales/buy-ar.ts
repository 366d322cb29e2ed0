import type { BuyMessages } from '../useBuyMessages.js'

/** The Buy view's strings in ar (their own chunk, loaded by Buy). */
const catalogue: BuyMessages = {
  buyWhat: 'ماذا تريد أن تشتري؟',
  buyByCard: 'الدفع بالبطاقة',
  buyToken: 'شراء {symbol} على {network}',
  buySample: 'خيارات نموذجية: تعذّر الوصول إلى خدمة الشراء',
  buyNothing: 'لا شيء للشراء على هذه الشبكة',
  buyAmount: 'المبلغ المطلوب دفعه',
  buyCurrency: 'العملة',
  buyLimits: 'من {min} إلى {max} {currency} بالبطاقة',
  buyBelowMinimum: 'الحد الأدنى هو {amount} {currency}',
  buyAboveMaximum: 'الحد الأقصى هو {amount} {currency}',
  buyTooManyDecimals: 'أدخل مبلغًا بمنزلتين عشريتين على الأكثر',
  buyQuoting: 'جارٍ الحصول على عرض سعر…',
  buyQuote: 'عرض السعر',
  buyReceive: 'ستتلقى',
  buyFee: 'الرسوم',
  buyTotal: 'الإجمالي',
  buyEstimate: 'تقدير فقط: تعرض صفحة الدفع المبلغ النهائي',
  buyContinue: 'متابعة إلى الدفع',
  buyStartFailed: 'تعذّر فتح صفحة الدفع',
  buyPopupBlocked: 'حظر متصفحك نافذة الدفع',
  buyOpenPayment: 'فتح صفحة الدفع',
  buyPayInWindow: 'أكمل الدفع في النافذة الجديدة',
  buyDelivering: 'تم استلام الدفع: {amount} في طريقه إلى محفظتك',
  buyDone: 'وصل {amount} إلى محفظتك',
  buyDeclined: 'رُفضت بطاقتك. لم يُخصم أي مبلغ.',
  buyFailed: 'فشل الشراء: لم يُرسل شيء',
  buyDoneButton: 'العودة إلى الحساب',
  buyStatusFailed: 'تعذّرت قراءة حالة الشراء',
  buyWindowClosed: 'أُغلقت نافذة الدفع قبل إتمام الدفع',
}

export default catalogue
