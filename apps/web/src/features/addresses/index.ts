/** Delivery addresses (spec §2 "delivery address", §3, §5): the list screen's content and checkout's picker. */
import '../../lib/antd'
import './addresses.css'
import { registerTexts } from '../../lib/i18n'
import { addressesEn } from './locales/en'
import { addressesZh } from './locales/zh'

registerTexts(addressesZh, addressesEn)

export { addressKeys } from './api/addressKeys'
export { AddressBook } from './components/AddressBook'
export { AddressPicker, type AddressPickerProps } from './components/AddressPicker'
