/** Sentences of the shipping step (docs/features/checkout.md#shipping-providers). */
export const shippingMessages = {
  /** docs/features/checkout.md#local-delivery 'Local delivery failed': the heading, then why and what to do. */
  localDeliveryFailedHeading: 'Local delivery failed',
  /** Ours: the spec says what this explains, not its words. `area` is the store's availability text. */
  localDeliveryFailed: (area: string) =>
    `Local delivery is only available ${area.trim() === '' ? 'within our delivery area' : `to ${area.trim()}`}, ` +
    'and this address does not qualify. Please choose another address, or go back and choose Ship.',
  /** docs/features/item-page.md#availability 'Not available': the heading, then where shipping is unavailable. */
  notAvailableHeading: 'Not available',
  /** Ours: the spec says what this explains, not its words. */
  notAvailable: (province: string, country: string) =>
    `Shipping to ${[province, country].filter((part) => part.trim() !== '').join(', ')} is unavailable.`,
  /** docs/features/accounts.md#profile-fields: an address whose country is not known ('Invalid country name'). */
  addressRequired: 'Shipping address required.',
  /** docs/features/checkout.md#shipping-providers; the titles are the option's conflicting_eisbns. */
  providerConflicts: (count: number) => `${count} titles in your cart cannot be shipped with this provider`,
  localDeliveryNotQualified: 'Your order / address does not qualify for local delivery.',
  /**
   * Ours: docs/features/checkout.md#local-delivery terms, shown where local delivery is chosen, before any refusal. Amounts come
   * formatted with two decimals; `minimum` and `freeFrom` are null when the store sets none.
   */
  localDeliveryTerms: (terms: {
    area: string;
    fee: string;
    isAlwaysFree: boolean;
    minimum: string | null;
    freeFrom: string | null;
  }) =>
    [
      terms.area.trim() === '' ? '' : `We deliver to ${terms.area.trim()}.`,
      terms.minimum === null ? '' : `Orders of ${terms.minimum} or more qualify for local delivery.`,
      terms.isAlwaysFree
        ? 'Delivery is free.'
        : terms.freeFrom === null
          ? `Delivery costs ${terms.fee}.`
          : `Delivery costs ${terms.fee}, and is free on orders of ${terms.freeFrom} or more.`,
    ]
      .filter(Boolean)
      .join(' '),
  /** docs/features/checkout.md#shipments. */
  shipAll: 'ship everything once all items have arrived',
  shipBatched: "ship what's in stock now",
  /** Ours: a second shipment asked for when everything is in stock. */
  batchUnavailable: 'Everything in your cart ships together.',
} as const;

/** Stable failure codes of the shipping step. They never change once shipped. */
export const shippingErrorCodes = {
  localDeliveryFailed: 'CHECKOUT_LOCAL_DELIVERY_FAILED',
  notAvailable: 'CHECKOUT_SHIPPING_NOT_AVAILABLE',
  addressRequired: 'CHECKOUT_SHIPPING_ADDRESS_REQUIRED',
  providerConflicts: 'CHECKOUT_PROVIDER_CONFLICTS',
  localDeliveryNotQualified: 'CHECKOUT_LOCAL_DELIVERY_NOT_QUALIFIED',
  batchUnavailable: 'CHECKOUT_BATCH_UNAVAILABLE',
} as const;
