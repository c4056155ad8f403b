/** The order this tab placed last, so /account/complete can open it again (docs/features/orders.md#order-confirmation). */
const justPlacedKey = 'bookfront.justPlaced';

type JustPlaced = { orderNumber: string; token: string | null };

export function rememberJustPlaced(placed: JustPlaced) {
  try {
    sessionStorage.setItem(justPlacedKey, JSON.stringify(placed));
  } catch {
    // A browser that keeps nothing still shows the order; only /account/complete cannot find it again.
  }
}

/** The confirmation of the order this tab placed last, with its success marker (and a guest's link secret); null for none. */
export function justPlacedPath(): string | null {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(justPlacedKey) ?? 'null');
    if (!value || typeof value !== 'object' || !('orderNumber' in value) || typeof value.orderNumber !== 'string') {
      return null;
    }
    const token = 'token' in value && typeof value.token === 'string' ? value.token : null;
    const query = new URLSearchParams({ success: '1', ...(token ? { token } : {}) });
    return `/account/order/${encodeURIComponent(value.orderNumber)}?${query.toString()}`;
  } catch {
    return null;
  }
}
