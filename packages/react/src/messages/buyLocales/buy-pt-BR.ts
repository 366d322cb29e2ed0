import type { BuyMessages } from '../useBuyMessages.js'

/** The Buy view's strings in pt-BR (their own chunk, loaded by Buy). */
const catalogue: BuyMessages = {
  buyWhat: 'O que você quer comprar?',
  buyByCard: 'Pagar com cartão',
  buyToken: 'Comprar {symbol} na {network}',
  buySample: 'Opções de exemplo: o on-ramp não respondeu',
  buyNothing: 'Nada para comprar nesta rede',
  buyAmount: 'Valor a pagar',
  buyCurrency: 'Moeda',
  buyLimits: 'De {min} a {max} {currency} no cartão',
  buyBelowMinimum: 'O mínimo é {amount} {currency}',
  buyAboveMaximum: 'O máximo é {amount} {currency}',
  buyTooManyDecimals: 'Digite um valor com no máximo 2 casas decimais',
  buyQuoting: 'Obtendo uma cotação…',
  buyQuote: 'Cotação',
  buyReceive: 'Você recebe',
  buyFee: 'Taxa',
  buyTotal: 'Total',
  buyEstimate:
    'Apenas uma estimativa: a página de pagamento mostra o valor final',
  buyContinue: 'Continuar para o pagamento',
  buyStartFailed: 'Não foi possível abrir a página de pagamento',
  buyPopupBlocked: 'Seu navegador bloqueou a janela de pagamento',
  buyOpenPayment: 'Abrir a página de pagamento',
  buyPayInWindow: 'Conclua o pagamento na nova janela',
  buyDelivering: 'Pagamento recebido: {amount} está a caminho da sua carteira',
  buyDone: '{amount} chegou à sua carteira',
  buyDeclined: 'Seu cartão foi recusado. Nada foi cobrado.',
  buyFailed: 'A compra falhou: nada foi enviado',
  buyDoneButton: 'Voltar para a conta',
  buyStatusFailed: 'Não foi possível ler o status da compra',
  buyWindowClosed:
    'A janela de pagamento foi fechada antes de o pagamento ser concluído',
}

export default catalogue
