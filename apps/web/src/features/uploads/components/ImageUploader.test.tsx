import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { apiMessages } from '@vita/shared/errors'
import type { UploadedImage } from '@vita/shared/schemas/uploads'
import { registerTexts } from '../../../lib/i18n'
import { showNotice, showToast } from '../../../lib/notify'
import { uploadsEn } from '../locales/en'
import { uploadsZh } from '../locales/zh'
import { ImageUploader } from './ImageUploader'

vi.mock('../../../lib/notify', () => ({ showNotice: vi.fn(), showToast: vi.fn(), reportError: vi.fn() }))
registerTexts(uploadsZh, uploadsEn)

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })
const uploaded = (n: number) => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  url: `/uploads/${String(n).repeat(64)}.webp`,
  width: 10,
  height: 10,
})
const photo = (name = 'photo.jpg', bytes = 100, type = 'image/jpeg') =>
  new File([new Uint8Array(bytes)], name, { type })

/** The uploader inside a form that keeps its value, reporting every change. */
function Form(props: {
  initial?: UploadedImage[]
  maxCount?: number
  maxBytes?: number
  onChange?: (v: UploadedImage[]) => void
}) {
  const [value, setValue] = useState<UploadedImage[]>(props.initial ?? [])
  return (
    <ImageUploader
      value={value}
      onChange={(next) => {
        setValue(next)
        props.onChange?.(next)
      }}
      {...(props.maxCount !== undefined ? { maxCount: props.maxCount } : {})}
      {...(props.maxBytes !== undefined ? { maxBytes: props.maxBytes } : {})}
    />
  )
}

const input = () =>
  screen.getByTestId('image-uploader').querySelector('input[type="file"]') as HTMLInputElement
const pick = (...files: File[]) => act(() => fireEvent.change(input(), { target: { files } }))
const cells = () => [
  ...screen
    .getByTestId('image-uploader')
    .querySelectorAll('.adm-image-uploader-cell:not(.adm-image-uploader-upload-button)'),
]

describe('ImageUploader', () => {
  const fetchMock = vi.fn<typeof fetch>()
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock)
    // antd-mobile logs every failed upload to the console; the tests check what the member sees.
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
  })
  afterEach(() => {
    vi.restoreAllMocks()
    cleanup()
    fetchMock.mockReset()
    vi.mocked(showToast).mockReset()
    vi.mocked(showNotice).mockReset()
    vi.unstubAllGlobals()
  })

  it('accepts images only, and posts the picked file as multipart to /app/uploads', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { code: 0, msg: '成功', data: uploaded(1) }))
    const onChange = vi.fn()
    render(<Form onChange={onChange} />)
    expect(input().getAttribute('accept')).toBe('image/*')
    await pick(photo())
    await waitFor(() => expect(onChange).toHaveBeenCalledWith([{ id: uploaded(1).id, url: uploaded(1).url }]))
    const request = fetchMock.mock.calls[0]![0] as Request
    expect(request.method).toBe('POST')
    expect(new URL(request.url).pathname).toBe('/app/uploads')
    expect(request.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/)
    const form = await request.formData()
    expect((form.get('file') as File).name).toBe('photo.jpg')
  })

  it('while uploading shows the spinner mask and no delete; once done, the image with its delete', async () => {
    let answer: (response: Response) => void = () => undefined
    fetchMock.mockReturnValueOnce(new Promise<Response>((resolve) => (answer = resolve)))
    render(<Form />)
    await pick(photo())
    await waitFor(() => expect(cells()).toHaveLength(1))
    const [uploading] = cells()
    expect(uploading?.querySelector('.adm-image-uploader-cell-mask .adm-spin-loading')).not.toBeNull()
    expect(uploading?.querySelector('.adm-image-uploader-cell-delete')).toBeNull()
    await act(async () => answer(json(200, { code: 0, msg: '成功', data: uploaded(1) })))
    await waitFor(() => expect(cells()[0]?.querySelector('.adm-image-uploader-cell-mask')).toBeNull())
    expect(cells()).toHaveLength(1)
    expect(cells()[0]?.querySelector('.adm-image-uploader-cell-delete')).not.toBeNull()
  })

  it('a refused upload stays as a failed item with its close icon and the reason; closing it clears both', async () => {
    fetchMock.mockResolvedValueOnce(
      json(400, { code: 7, msg: '仅支持上传图片', data: { reason: 'uploadNotImage' } }),
    )
    const onChange = vi.fn()
    render(<Form onChange={onChange} />)
    await pick(photo('text.png', 50, 'image/png'))
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('上传失败：仅支持上传图片'))
    const [failed] = cells()
    expect(failed?.classList.contains('adm-image-uploader-cell-fail')).toBe(true)
    const close = failed?.querySelector('.adm-image-uploader-cell-delete')
    expect(close).not.toBeNull()
    // antd-mobile reports the unchanged value after a failure: nothing was added.
    expect(onChange.mock.calls.every(([images]) => images.length === 0)).toBe(true)
    await act(() => fireEvent.click(close!))
    await waitFor(() => expect(cells()).toHaveLength(0))
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('sends a pick of five three at a time (the API refuses a member’s fourth at once); all five arrive', async () => {
    const answers: Array<(response: Response) => void> = []
    fetchMock.mockImplementation(() => new Promise<Response>((resolve) => answers.push(resolve)))
    const onChange = vi.fn()
    render(<Form onChange={onChange} />)
    await pick(...[1, 2, 3, 4, 5].map((n) => photo(`${n}.jpg`)))
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3))
    await act(async () => answers[0]?.(json(200, { code: 0, msg: '成功', data: uploaded(1) })))
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(4))
    for (let n = 2; n <= 5; n++) {
      await waitFor(() => expect(answers).toHaveLength(Math.min(n + 2, 5)))
      await act(async () => answers[n - 1]?.(json(200, { code: 0, msg: '成功', data: uploaded(n) })))
    }
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith(
        [1, 2, 3, 4, 5].map((n) => expect.objectContaining({ id: uploaded(n).id })),
      ),
    )
  })

  it('a busy server’s refusal is shown in its own words', async () => {
    const msg = apiMessages.uploadBusy.zh
    fetchMock.mockResolvedValueOnce(json(429, { code: 429, msg, data: { reason: 'uploadBusy' } }))
    render(<Form />)
    await pick(photo())
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(`上传失败：${msg}`))
  })

  it('a 401 ends the session like any other call', async () => {
    fetchMock.mockResolvedValueOnce(
      json(401, { code: 401, msg: '登录已过期，请重新登录', data: { reason: 'loginExpired' } }),
    )
    render(<Form />)
    await pick(photo())
    await waitFor(() => expect(showNotice).toHaveBeenCalledWith(expect.objectContaining({ logout: true })))
  })

  it('refuses an oversize file with the message, before sending anything', async () => {
    render(<Form maxBytes={1024} />)
    await pick(photo('big.jpg', 2048))
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('图片大小不能超过1 KB', 'fail'))
    expect(fetchMock).not.toHaveBeenCalled()
    expect(cells()).toHaveLength(0)
  })

  it('maxCount cuts the extra files of a pick and says so', async () => {
    fetchMock.mockResolvedValue(json(200, { code: 0, msg: '成功', data: uploaded(2) }))
    const onChange = vi.fn()
    render(<Form initial={[{ id: uploaded(1).id, url: uploaded(1).url }]} maxCount={2} onChange={onChange} />)
    await pick(photo('a.jpg'), photo('b.jpg'), photo('c.jpg'))
    await waitFor(() => expect(onChange).toHaveBeenCalledTimes(1))
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(showToast).toHaveBeenCalledWith('最多上传2张图片，已忽略2张')
    expect(onChange.mock.calls[0]![0]).toHaveLength(2)
    // Full: the add button is hidden.
    const button = screen
      .getByTestId('image-uploader')
      .querySelector('.adm-image-uploader-upload-button-wrap')
    expect((button as HTMLElement).style.display).toBe('none')
  })
})
