import type { TextsOf } from '../../../lib/i18n'
import type { addressesZh } from './zh'

export const addressesEn: TextsOf<typeof addressesZh> = {
  addresses: {
    title: 'Delivery addresses',
    add: 'Add address',
    addTitle: 'New delivery address',
    editTitle: 'Edit delivery address',
    empty: 'No delivery address yet',
    loadFailed: 'Failed to load delivery addresses',
    default: 'Default',
    setDefault: 'Set as default',
    edit: 'Edit',
    delete: 'Delete',
    deleteTitle: 'Delete address',
    deleteConfirm: 'Delete this delivery address?',
    cancel: 'Cancel',
    confirm: 'Confirm',
    saved: 'Saved',
    deleted: 'Deleted',
    defaultSet: 'Set as the default address',
    saveFailed: 'Save failed, please retry',
    field: {
      name: 'Recipient',
      namePlaceholder: "Recipient's name",
      tel: 'Phone',
      telPlaceholder: 'Mobile or landline number',
      area: 'Area',
      areaPlaceholder: 'Province / city / county',
      detail: 'Detailed address',
      detailPlaceholder: 'Street, building, room',
      isDefault: 'Set as default address',
    },
    save: 'Save',
    picker: {
      title: 'Choose a delivery address',
      choose: 'Choose a delivery address',
      none: 'No delivery address yet, add one',
      change: 'Change',
    },
    pull: {
      idle: 'Pull to refresh',
      canRelease: 'Release to refresh',
      refreshing: 'Refreshing…',
      complete: 'Refreshed',
    },
  },
}
