import {
  ImageUploader as AntdImageUploader,
  type ImageUploaderProps as AntdImageUploaderProps,
  type ImageUploadItem,
} from 'antd-mobile'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { apiMessages } from '@vita/shared/errors'
import { DEFAULT_UPLOAD_MAX_BYTES, type UploadedImage } from '@vita/shared/schemas/uploads'
import { httpErrorNotice, isHttpError } from '../../../lib/httpError'
import { currentLocale } from '../../../lib/i18n'
import { showNotice, showToast } from '../../../lib/notify'
import { uploadImage } from '../api/uploadImage'
import { checkUploadFile, formatByteLimit } from '../uploadRules'

export type ImageUploaderProps = {
  value: UploadedImage[]
  onChange(next: UploadedImage[]): void
  /** How many images at most; 0 or absent = no limit (spec §9). Extra picks are cut with a message. */
  maxCount?: number
  /** Files above this are refused before sending; default the API's default UPLOAD_MAX_BYTES. */
  maxBytes?: number
}

type UploadTask = Parameters<NonNullable<AntdImageUploaderProps['onUploadQueueChange']>>[0][number]

const toItem = (image: UploadedImage): ImageUploadItem => ({ key: image.id, url: image.url })
const toImage = (item: ImageUploadItem): UploadedImage => ({ id: String(item.key), url: item.url })

/**
 * Images uploaded as they are picked (POST /app/uploads), in antd-mobile's uploader (spec §4: while
 * uploading a spinner mask and no delete; a failed item keeps its close icon and says why; accept
 * image/*). The value is the uploaded images' ids and URLs, for the form that holds it.
 */
export function ImageUploader({
  value,
  onChange,
  maxCount = 0,
  maxBytes = DEFAULT_UPLOAD_MAX_BYTES,
}: ImageUploaderProps) {
  const { t } = useTranslation()
  const [failure, setFailure] = useState<string | null>(null)

  const beforeUpload = (file: File): File | null => {
    const issue = checkUploadFile(file, maxBytes)
    if (!issue) return file
    showToast(
      issue.kind === 'tooLarge'
        ? t('uploads.tooLarge', { size: formatByteLimit(issue.maxBytes) })
        : t('uploads.notImage'),
      'fail',
    )
    return null
  }

  const upload = async (file: File): Promise<ImageUploadItem> => {
    try {
      return toItem(await uploadImage(file))
    } catch (error) {
      const notice = isHttpError(error) ? httpErrorNotice(error.failure, currentLocale()) : null
      // A 401 ends the session as everywhere else; any other failure is told beside the failed item.
      if (notice?.logout) showNotice(notice)
      setFailure(
        t('uploads.failed', { reason: notice?.message ?? apiMessages.requestFailed[currentLocale()] }),
      )
      throw error
    }
  }

  // The message goes once no failed item is left (the member closed them). Not while an upload is
  // pending: the queue may be reported (any re-render with a new value) after `upload` has set the
  // failure and before antd-mobile has marked that item failed.
  const onUploadQueueChange = (tasks: UploadTask[]) => {
    if (!tasks.some((task) => task.status === 'fail' || task.status === 'pending')) setFailure(null)
  }

  return (
    <div className="uploads-image-uploader" data-testid="image-uploader">
      <AntdImageUploader
        value={value.map(toItem)}
        onChange={(items) => onChange(items.map(toImage))}
        upload={upload}
        beforeUpload={beforeUpload}
        onUploadQueueChange={onUploadQueueChange}
        accept="image/*"
        multiple={maxCount !== 1}
        maxCount={maxCount}
        onCountExceed={(exceed) => showToast(t('uploads.countExceeded', { max: maxCount, exceed }))}
      />
      {failure ? (
        <div className="uploads-failure" role="alert">
          {failure}
        </div>
      ) : null}
    </div>
  )
}
