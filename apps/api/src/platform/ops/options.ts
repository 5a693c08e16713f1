import { AmountFormatError, CURRENCIES, currencySchema, parseAmount, type Currency } from '@vita/shared'
import { UsageError, type OpsOptions } from './command'

/** Helpers every command's parser uses; each throws UsageError with the option's name. */
export function textOption(options: OpsOptions, name: string, required: true): string
export function textOption(options: OpsOptions, name: string, required?: false): string | undefined
export function textOption(options: OpsOptions, name: string, required = false): string | undefined {
  const value = options[name]
  if (typeof value === 'string' && value.trim() !== '') return value
  if (required) throw new UsageError(`--${name} is required`)
  return undefined
}

export function currencyOption(options: OpsOptions): Currency {
  const parsed = currencySchema.safeParse(textOption(options, 'currency', true).toUpperCase())
  if (!parsed.success) throw new UsageError(`--currency must be one of ${CURRENCIES.join(', ')}`)
  return parsed.data
}

/** A decimal token amount (18 decimals, never rounded) as base units. */
export function amountOption(options: OpsOptions, name: string, required: true): bigint
export function amountOption(options: OpsOptions, name: string, required: false): bigint | undefined
export function amountOption(options: OpsOptions, name: string, required: boolean): bigint | undefined {
  const value = required ? textOption(options, name, true) : textOption(options, name)
  if (value === undefined) return undefined
  try {
    return parseAmount(value)
  } catch (error) {
    if (error instanceof AmountFormatError) throw new UsageError(`--${name}: ${error.reason} ("${value}")`)
    throw error
  }
}

export function limitOption(options: OpsOptions): number {
  const value = Number(textOption(options, 'limit') ?? '50')
  if (!Number.isInteger(value) || value < 1 || value > 1000)
    throw new UsageError('--limit must be an integer from 1 to 1000')
  return value
}

export function booleanOption(options: OpsOptions, name: string): boolean | undefined {
  const value = textOption(options, name)
  if (value === undefined) return undefined
  if (value !== 'true' && value !== 'false') throw new UsageError(`--${name} must be true or false`)
  return value === 'true'
}

/** An ISO 8601 time option (`2026-03-01T10:00:00+08:00`). */
export function timeOption(options: OpsOptions, name: string, required: true): Date
export function timeOption(options: OpsOptions, name: string, required?: false): Date | undefined
export function timeOption(options: OpsOptions, name: string, required = false): Date | undefined {
  const value = required ? textOption(options, name, true) : textOption(options, name)
  if (value === undefined) return undefined
  const time = new Date(value)
  if (!/^\d{4}-\d{2}-\d{2}T/.test(value) || Number.isNaN(time.getTime()))
    throw new UsageError(`--${name} must be an ISO 8601 time, e.g. 2026-03-01T10:00:00+08:00`)
  return time
}
