/**
 * The stock revision that cached search results are keyed on, per store. A store that sells all
 * day changes its stock every few seconds; keyed on every change, its cache would empty with each
 * sale and every shopper would wait for a computed result. A revision is therefore kept as the key
 * until it is `lagSeconds` old, and only then does the newest take over: a sale or a new price
 * shows on cached pages within `lagSeconds` of the change, and at once in a store whose stock had
 * been quiet that long. The item page, the cart and checkout always read the stock itself.
 */
export class StockRevisionHold {
  private readonly held = new Map<string, number>();

  constructor(private readonly lagSeconds: number) {}

  /** The revision to key on, given the store's current one (seconds, like `now`). */
  keyOf(storeId: string, current: number, now: number): number {
    const kept = this.held.get(storeId);
    if (kept !== undefined && current > kept && now - kept < this.lagSeconds) return kept;
    // Newer and due, the first one seen, or a revision that went back (times rewritten).
    this.held.set(storeId, current);
    return current;
  }
}
