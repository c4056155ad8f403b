/** A JSON array of strings as a cart row keeps it (its promo codes, its notices); [] for anything else. */
function stringsOf(json: string | undefined): string[] {
  if (!json) return [];
  try {
    const parsed: unknown = JSON.parse(json);
    return Array.isArray(parsed) ? parsed.filter((code): code is string => typeof code === 'string') : [];
  } catch {
    return [];
  }
}

/** The promo codes a cart row says the shopper entered. */
export const enteredCodesOf = (cart: { promoCodes: string } | undefined) => stringsOf(cart?.promoCodes);

/** The notices a cart row keeps for the cart page (what a login merge changed). */
export const noticesOf = (cart: { notices: string } | undefined) => stringsOf(cart?.notices);
