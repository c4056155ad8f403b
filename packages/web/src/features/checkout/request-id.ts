/** An order's idempotency key; randomUUID is missing outside secure contexts (plain http). */
export const newRequestId = () =>
  typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`;
