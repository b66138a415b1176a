/** Browser-storage keys fixed by the spec. */
export const STORAGE_KEYS = {
  userId: 'userId',
  token: 'token',
  customerData: 'customerData',
} as const;
