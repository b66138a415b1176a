/** Where sign-in returns to: a back-office path from `?from=` only (never another site or a public page). */
export function safeReturnPath(from: string | null): string {
  if (!from || from.length > 300) return '/operator';
  return /^\/operator(?:[/?#][^\s\\]*)?$/.test(from) && !from.startsWith('/operator/login')
    ? from
    : '/operator';
}
