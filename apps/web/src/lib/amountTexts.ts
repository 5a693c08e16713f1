import type { TextsOf } from './i18n'

/** Texts of typed amounts (AmountField, amountInput's problems), registered by amountInput.ts. */
export const amountZh = {
  amount: {
    max: '全部',
    availableOf: '可用：{{amount}} {{currency}}',
    error: {
      required: '请输入金额',
      invalid: '请输入正确的金额',
      tooManyDecimals: '小数位数不能超过18位',
      notPositive: '金额必须大于0',
      exceedsAvailable: '余额不足',
    },
  },
}

export const amountEn: TextsOf<typeof amountZh> = {
  amount: {
    max: 'Max',
    availableOf: 'Available: {{amount}} {{currency}}',
    error: {
      required: 'Enter an amount',
      invalid: 'Enter a valid amount',
      tooManyDecimals: 'At most 18 decimal places',
      notPositive: 'Amount must be greater than 0',
      exceedsAvailable: 'Insufficient balance',
    },
  },
}
