import type { HostedCardProviderName, HostedCardSettings, StoreSettings } from '@bookfront/contract';
import { chaseProvider } from './chase.ts';
import { clearentProvider } from './clearent.ts';
import { globalProvider } from './global.ts';
import type { HostedCardProvider } from './provider.ts';

/** Every hosted card provider, by its payment choice. */
export const hostedCardProviders: { [Name in HostedCardProviderName]: HostedCardProvider<Name> } = {
  clearent: clearentProvider,
  chase: chaseProvider,
  global: globalProvider,
};

export const isHostedCardChoice = (choice: string): choice is HostedCardProviderName => choice in hostedCardProviders;

/** Whether a store has set every key of a hosted card provider. */
export function hostedCardConfigured(settings: HostedCardSettings, name: HostedCardProviderName): boolean {
  // Each provider reads its own settings; the map keeps the pair together.
  const provider = hostedCardProviders[name] as HostedCardProvider;
  return provider.configured(settings[name]);
}

/** Whether a store can take payments with a hosted card provider: its keys are set and it takes the store's currency. */
export function hostedCardUsable(settings: StoreSettings, name: HostedCardProviderName): boolean {
  const { currencies } = hostedCardProviders[name];
  return (
    hostedCardConfigured(settings.hosted_cards, name) &&
    (!currencies || currencies.includes(settings.store_info.currency))
  );
}

/** Whether a store offers a hosted card provider for some delivery type and can take payments with it. */
export function hostedCardOffered(settings: StoreSettings, name: HostedCardProviderName): boolean {
  const { pickup, ship } = settings.checkout.payment_choices;
  return (pickup.includes(name) || ship.includes(name)) && hostedCardUsable(settings, name);
}
