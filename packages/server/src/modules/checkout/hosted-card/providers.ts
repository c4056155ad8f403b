import type { HostedCardProviderName, HostedCardSettings } from '@bookfront/contract';
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
