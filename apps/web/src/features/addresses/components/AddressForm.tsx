/**
 * The add / edit form (spec §3 fields, §5 rules). Its own chunk (AddressFormPopup loads it lazily):
 * the region dataset it pickers over is ~140 KB and only this chunk imports it.
 */
import { Button, CascadePicker, Form, Input, Switch, TextArea, type PickerRef } from 'antd-mobile'
import { ADDRESS_DETAIL_MAX } from '@vita/shared/delivery/deliveryAddress'
import { chinaRegions } from '@vita/shared/delivery/regions'
import type { DeliveryAddress } from '@vita/shared/schemas/addresses'
import { useMemo, type MutableRefObject } from 'react'
import { useTranslation } from 'react-i18next'
import { currentLocale } from '../../../lib/i18n'
import { reportError, showToast } from '../../../lib/notify'
import { useSaveAddress } from '../api/saveAddress'
import {
  addressBody,
  addressFormErrors,
  addressFormValues,
  emptyAddressForm,
  refusedField,
  type AddressFormValues,
} from '../addressForm'
import { regionTree } from '../regionNames'

export type AddressFormProps = {
  /** The address to edit; absent: a new one. */
  address?: DeliveryAddress | undefined
  /** A new address starts as the default (the member's first becomes it anyway). */
  defaultOn?: boolean
  onSaved: (address: DeliveryAddress) => void
}

export default function AddressForm({ address, defaultOn = false, onSaved }: AddressFormProps) {
  const { t } = useTranslation()
  const [form] = Form.useForm<AddressFormValues>()
  const save = useSaveAddress()
  const locale = currentLocale()
  const regionOptions = useMemo(() => regionTree(chinaRegions.tree, locale), [locale])
  const initial = address ? addressFormValues(address, chinaRegions) : emptyAddressForm(defaultOn)
  // Every rule is the shared one (the API's), run on the whole form so the area names follow its code.
  const rule = (field: keyof ReturnType<typeof addressFormErrors>) => ({
    validator: async () => {
      const message = addressFormErrors(form.getFieldsValue(true), chinaRegions, locale)[field]
      if (message) throw new Error(message)
    },
  })

  const submit = (values: AddressFormValues) => {
    save.mutate(
      { id: address?.id, address: addressBody({ ...initial, ...values }, chinaRegions) },
      {
        onSuccess: (saved) => {
          showToast(t('addresses.saved'), 'success')
          onSaved(saved)
        },
        onError: (error) => {
          const refused = refusedField(error, locale)
          if (refused) form.setFields([{ name: refused.field, errors: [refused.message] }])
          else reportError(error)
        },
      },
    )
  }

  return (
    <Form
      form={form}
      initialValues={initial}
      onFinish={submit}
      layout="horizontal"
      data-testid="address-form"
      footer={
        <Button block type="submit" color="primary" loading={save.isPending} data-testid="address-save">
          {t('addresses.save')}
        </Button>
      }
    >
      <Form.Item name="name" label={t('addresses.field.name')} rules={[rule('name')]}>
        <Input placeholder={t('addresses.field.namePlaceholder')} clearable data-testid="address-name" />
      </Form.Item>
      <Form.Item name="tel" label={t('addresses.field.tel')} rules={[rule('tel')]}>
        <Input
          type="tel"
          placeholder={t('addresses.field.telPlaceholder')}
          clearable
          data-testid="address-tel"
        />
      </Form.Item>
      <Form.Item
        name="area"
        label={t('addresses.field.area')}
        rules={[rule('area')]}
        trigger="onConfirm"
        arrow
        onClick={(_, picker: MutableRefObject<PickerRef | null>) => picker.current?.open()}
      >
        <CascadePicker options={regionOptions} title={t('addresses.field.area')}>
          {(items) =>
            items.some((item) => item) ? (
              <span data-testid="address-area">{items.map((item) => item?.label ?? '').join(' ')}</span>
            ) : (
              <span className="field-hint" data-testid="address-area">
                {t('addresses.field.areaPlaceholder')}
              </span>
            )
          }
        </CascadePicker>
      </Form.Item>
      <Form.Item name="detail" label={t('addresses.field.detail')} rules={[rule('detail')]}>
        <TextArea
          placeholder={t('addresses.field.detailPlaceholder')}
          maxLength={ADDRESS_DETAIL_MAX}
          showCount
          autoSize={{ minRows: 2, maxRows: 4 }}
          data-testid="address-detail"
        />
      </Form.Item>
      <Form.Item
        name="isDefault"
        label={t('addresses.field.isDefault')}
        valuePropName="checked"
        childElementPosition="right"
      >
        {/* The default is moved by choosing another one, never switched off (the API keeps one). */}
        <Switch disabled={address?.isDefault === true} data-testid="address-default" />
      </Form.Item>
    </Form>
  )
}
