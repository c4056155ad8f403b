import type { ConsoleCheckoutSettings, LocalDeliverySetting, ShippingProviderSetting } from '@bookfront/contract';
import { centsOf, dollarsOf } from '../lib/dollars.ts';
import { listOf, textOfList } from './list-text.ts';

/*
 * The shipping form's draft: every field as typed (dollars, days and lists as text), named as the
 * wire names them so a message for 'shipping_providers.0.base_cents' lands on its field.
 */

export type ProviderDraft = {
  enabled: boolean;
  id: string;
  label: string;
  pricing: ShippingProviderSetting['pricing'];
  base_cents: string;
  per_item_cents: string;
  per_kg_cents: string;
  regions: string;
  delivery_min: string;
  delivery_max: string;
  excluded_bindings: string;
  second_shipment_cents: string;
};

export type LocalDeliveryDraft = {
  enabled: boolean;
  label: string;
  postal_prefixes: string;
  radius_km: string;
  fee_cents: string;
  min_cents: string;
  free_min_cents: string;
  free_delivery: boolean;
  availability_text: string;
  delivery_min: string;
  delivery_max: string;
};

export type ShippingDraft = { shipping_providers: ProviderDraft[]; local_delivery: LocalDeliveryDraft };

/** Typed dollars in cents; text that is not an amount stays as typed for the schema to refuse. */
const centsOrText = (text: string): unknown => centsOf(text) ?? text;
const wholeOrText = (text: string): unknown => (/^\s*\d+\s*$/.test(text) ? Number(text) : text);
const numberOrText = (text: string): unknown => (/^\s*\d+(\.\d+)?\s*$/.test(text) ? Number(text) : text);

/** 'CA: BC, AB' a line, as the setting's regions. */
export function regionsOf(text: string) {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .map((line) => {
      const [country = '', provinces = ''] = line.split(/:(.*)/s);
      return { country: country.trim(), provinces: listOf(provinces) };
    });
}

export const textOfRegions = (regions: ShippingProviderSetting['regions']) =>
  regions
    .map((region) =>
      region.provinces.length > 0 ? `${region.country}: ${region.provinces.join(', ')}` : region.country,
    )
    .join('\n');

export const newProviderDraft = (): ProviderDraft => ({
  enabled: true,
  id: '',
  label: '',
  pricing: 'flat',
  base_cents: '0.00',
  per_item_cents: '0.00',
  per_kg_cents: '0.00',
  regions: '',
  delivery_min: '0',
  delivery_max: '0',
  excluded_bindings: '',
  second_shipment_cents: '0.00',
});

const providerDraftOf = (provider: ShippingProviderSetting): ProviderDraft => ({
  enabled: provider.enabled,
  id: provider.id,
  label: provider.label,
  pricing: provider.pricing,
  base_cents: dollarsOf(provider.base_cents),
  per_item_cents: dollarsOf(provider.per_item_cents),
  per_kg_cents: dollarsOf(provider.per_kg_cents),
  regions: textOfRegions(provider.regions),
  delivery_min: String(provider.delivery_min),
  delivery_max: String(provider.delivery_max),
  excluded_bindings: textOfList(provider.excluded_bindings),
  second_shipment_cents: dollarsOf(provider.second_shipment_cents),
});

const localDraftOf = (local: LocalDeliverySetting): LocalDeliveryDraft => ({
  enabled: local.enabled,
  label: local.label,
  postal_prefixes: textOfList(local.postal_prefixes),
  radius_km: local.radius_km === null ? '' : String(local.radius_km),
  fee_cents: dollarsOf(local.fee_cents),
  min_cents: dollarsOf(local.min_cents),
  free_min_cents: dollarsOf(local.free_min_cents),
  free_delivery: local.free_delivery,
  availability_text: local.availability_text,
  delivery_min: String(local.delivery_min),
  delivery_max: String(local.delivery_max),
});

export const shippingDraftOf = (settings: ConsoleCheckoutSettings): ShippingDraft => ({
  shipping_providers: settings.shipping_providers.map(providerDraftOf),
  local_delivery: localDraftOf(settings.local_delivery),
});

/** The draft as console/settings/saveShipping takes it, before the schema checks it. */
export const shippingInputOf = (draft: ShippingDraft) => ({
  shipping_providers: draft.shipping_providers.map((provider) => ({
    enabled: provider.enabled,
    id: provider.id.trim(),
    label: provider.label,
    pricing: provider.pricing,
    base_cents: centsOrText(provider.base_cents),
    per_item_cents: centsOrText(provider.per_item_cents),
    per_kg_cents: centsOrText(provider.per_kg_cents),
    regions: regionsOf(provider.regions),
    delivery_min: wholeOrText(provider.delivery_min),
    delivery_max: wholeOrText(provider.delivery_max),
    excluded_bindings: listOf(provider.excluded_bindings),
    second_shipment_cents: centsOrText(provider.second_shipment_cents),
  })),
  local_delivery: {
    enabled: draft.local_delivery.enabled,
    label: draft.local_delivery.label,
    postal_prefixes: listOf(draft.local_delivery.postal_prefixes),
    radius_km: draft.local_delivery.radius_km.trim() === '' ? null : numberOrText(draft.local_delivery.radius_km),
    fee_cents: centsOrText(draft.local_delivery.fee_cents),
    min_cents: centsOrText(draft.local_delivery.min_cents),
    free_min_cents: centsOrText(draft.local_delivery.free_min_cents),
    free_delivery: draft.local_delivery.free_delivery,
    availability_text: draft.local_delivery.availability_text,
    delivery_min: wholeOrText(draft.local_delivery.delivery_min),
    delivery_max: wholeOrText(draft.local_delivery.delivery_max),
  },
});
