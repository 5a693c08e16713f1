/** An API answer in the `{code,msg,data}` envelope, for a stubbed fetch in tests. */
export function envelope(data: unknown, status = 200, code = 0, msg = '成功'): Response {
  return new Response(JSON.stringify({ code, msg, data }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  })
}
