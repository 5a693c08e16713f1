/** Image uploader texts (spec §4–5: oversize refused, maxCount cuts extra files, failed items say why). */
export const uploadsZh = {
  uploads: {
    tooLarge: '图片大小不能超过{{size}}',
    notImage: '仅支持上传图片',
    countExceeded: '最多上传{{max}}张图片，已忽略{{exceed}}张',
    failed: '上传失败：{{reason}}',
  },
}
