import {
  checkoutErrorCodes,
  checkoutMessages,
  emailSchema,
  guestContactSchema,
  type CheckoutContact,
  type CheckoutExtrasResult,
  type CommunicationPreference,
  type SetExtrasInput,
  type StoreSettings,
} from '@bookfront/contract';
import { ConflictError, ValidationError } from '../../lib/errors.ts';
import type { CartService } from '../cart/service.ts';
import type { SessionUserSource } from '../session/service.ts';
import type { Checkout, CheckoutService } from './service.ts';

/** docs/features/accounts.md#forgotten-password: email, phone, text as the store allows them; text only when texting is on. */
export function allowedCommunication(settings: StoreSettings): CommunicationPreference[] {
  const { allowed_comm_prefs: allowed, texting_enabled: textingEnabled } = settings.store_info;
  const usable = allowed.filter((preference) => preference !== 'text' || textingEnabled);
  return usable.length > 0 ? usable : ['email'];
}

/** The first message of each field a schema refused, keyed by wire field name. */
function fieldMessages(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '');
    fields[field] ??= issue.message;
  }
  return fields;
}

export function createContactService(deps: {
  checkout: CheckoutService;
  carts: CartService;
  users: SessionUserSource;
}) {
  const { checkout: checkoutService, carts, users } = deps;

  /** A guest gives name, email and phone (docs/features/checkout.md#guest-checkout). */
  function guestContact(input: SetExtrasInput): Pick<CheckoutContact, 'name' | 'email' | 'phone'> {
    const parsed = guestContactSchema.safeParse(input);
    if (!parsed.success) throw new ValidationError(fieldMessages(parsed.error.issues));
    return { name: parsed.data.name, email: parsed.data.email, phone: parsed.data.phone };
  }

  /** A customer's name, email and phone default to the account's; what they type replaces them. */
  async function customerContact(
    checkout: Checkout,
    userId: string,
    input: SetExtrasInput,
  ): Promise<Pick<CheckoutContact, 'name' | 'email' | 'phone'> & { preference: CommunicationPreference | null }> {
    const user = await users.describeSessionUser(checkout.store.id, userId, checkout.session.corpId);
    if (input.email !== '') {
      const email = emailSchema(checkoutMessages.emailRequired).safeParse(input.email);
      if (!email.success) throw new ValidationError({ email: checkoutMessages.emailRequired });
    }
    const accountName = user ? `${user.first_name} ${user.last_name}`.trim() : '';
    return {
      name: input.name || accountName,
      email: input.email || (user?.email_address ?? ''),
      phone: input.phone || (user?.phone_number ?? ''),
      preference: user?.communication_preference ?? null,
    };
  }

  return {
    /**
     * checkout/setExtras: the contact step (docs/features/checkout.md#steps). Saves who to contact and how, the purchase
     * order number and the instructions with the draft; answers the cart and its checksum.
     */
    async setExtras(checkout: Checkout, input: SetExtrasInput): Promise<CheckoutExtrasResult> {
      const { store, session, cartId } = checkout;
      const allowed = allowedCommunication(store.settings);
      if (input.preferred_communication && !allowed.includes(input.preferred_communication)) {
        throw new ValidationError({ preferred_communication: checkoutMessages.communicationUnavailable });
      }
      const draft = await carts.draftOf(store.id, cartId);
      if (!draft?.deliveryPreference) {
        throw new ConflictError(checkoutErrorCodes.deliveryRequired, checkoutMessages.deliveryRequired);
      }
      const person = session.userId
        ? await customerContact(checkout, session.userId, input)
        : { ...guestContact(input), preference: null };
      // docs/features/accounts.md#address-book: the default is the user's preference, else the first allowed.
      const preferred =
        input.preferred_communication ??
        (person.preference && allowed.includes(person.preference) ? person.preference : allowed[0]) ??
        null;
      const contact: CheckoutContact = {
        name: person.name,
        email: person.email,
        phone: person.phone,
        preferred_communication: preferred,
        promo_code: input.promo_code,
        instructions: input.instructions,
      };
      await carts.updateDraft(store.id, cartId, { contact: JSON.stringify(contact) });
      const state = await checkoutService.state(checkout);
      return { ...state, checksum: state.cart.checksum };
    },
  };
}
export type ContactService = ReturnType<typeof createContactService>;
