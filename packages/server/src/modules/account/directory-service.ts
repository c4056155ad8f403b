import {
  accountErrorCodes,
  accountMessages,
  consoleCustomersErrorCodes,
  consoleCustomersMessages,
  type ConsoleCustomer,
  type ConsoleCustomerList,
  type CustomerLink,
  type CustomerSummary,
} from '@bookfront/contract';
import type { UserRow } from '../../db/schema.ts';
import { ConflictError, NotFoundError } from '../../lib/errors.ts';
import type { DirectoryRepository } from './directory-repository.ts';
import type { LinksRepository } from './links-repository.ts';
import type { AccountRepository } from './repository.ts';

const pageLength = 25;
/** The latest orders a customer's page lists; the order history has the rest. */
const ordersShown = 50;

const linkStatus = (status: string): CustomerLink['status'] => (status === 'authorized' ? 'authorized' : 'pending');

const customerNotFound = () =>
  new NotFoundError(consoleCustomersErrorCodes.customerNotFound, consoleCustomersMessages.customerNotFound);

type SummaryRow = Pick<
  UserRow,
  'id' | 'firstName' | 'lastName' | 'email' | 'emailVerifiedAt' | 'lockedAt' | 'createdAt'
>;

const toSummary = (user: SummaryRow): CustomerSummary => ({
  customer_id: user.id,
  name: `${user.firstName} ${user.lastName}`.trim(),
  email: user.email ?? '',
  created_at: Number(user.createdAt),
  is_locked: user.lockedAt !== null,
  is_verified: user.emailVerifiedAt !== null,
});

/**
 * Customers as the store console sees them (docs/features/store-console.md#customers): looked up,
 * described with their orders, lists, registries and institution links, locked and unlocked. Never
 * a password hash, a card or a token.
 */
export function createDirectoryService(deps: {
  directory: DirectoryRepository;
  accounts: AccountRepository;
  links: LinksRepository;
}) {
  const { directory, accounts, links } = deps;

  async function customerOf(storeId: string, customerId: string): Promise<UserRow> {
    const user = await accounts.findUserById(storeId, customerId);
    if (!user) throw customerNotFound();
    return user;
  }

  async function buyersOf(storeId: string, user: UserRow): Promise<CustomerLink[]> {
    const corp = await accounts.findCorp(storeId, user.corpId);
    if (!corp?.isInstitution || corp.ownerUserId !== user.id) return [];
    return (await links.listChildren(storeId, corp.id)).map((link) => ({
      link_id: link.id,
      name: `${link.firstName ?? ''} ${link.lastName ?? ''}`.trim() || link.email,
      email: link.userEmail ?? link.email,
      status: linkStatus(link.status),
    }));
  }

  /** A link the customer is a side of (buying for an institution, or owning it), as the console lists it; else 404. */
  async function sideOf(storeId: string, user: UserRow, linkId: string) {
    const asBuyer = (await directory.institutionLinksOf(storeId, user.id, user.email ?? '')).find(
      (link) => link.id === linkId,
    );
    const asOwner = asBuyer ? undefined : (await buyersOf(storeId, user)).find((link) => link.link_id === linkId);
    const found = asBuyer
      ? { name: asBuyer.name, email: asBuyer.email, status: asBuyer.status }
      : asOwner
        ? { name: asOwner.name, email: asOwner.email, status: asOwner.status }
        : undefined;
    if (!found) throw new NotFoundError(accountErrorCodes.linkNotFound, consoleCustomersMessages.linkNotFound);
    return { found, asBuyer: asBuyer !== undefined };
  }

  return {
    async search(storeId: string, input: { q: string; page: number }): Promise<ConsoleCustomerList> {
      const rows = await directory.search(storeId, input.q, {
        offset: (input.page - 1) * pageLength,
        limit: pageLength + 1,
      });
      return {
        customers: rows.slice(0, pageLength).map(toSummary),
        page: input.page,
        has_more: rows.length > pageLength,
      };
    },

    async describe(storeId: string, customerId: string): Promise<ConsoleCustomer> {
      const user = await customerOf(storeId, customerId);
      const [corp, orders, lists, registries, buysFor, buyers] = await Promise.all([
        accounts.findCorp(storeId, user.corpId),
        directory.ordersOf(storeId, user.id, ordersShown),
        directory.listsOf(storeId, user.id),
        directory.registriesOf(storeId, user.id),
        directory.institutionLinksOf(storeId, user.id, user.email ?? ''),
        buyersOf(storeId, user),
      ]);
      return {
        ...toSummary(user),
        first_name: user.firstName,
        last_name: user.lastName,
        company: user.company,
        phone_number: user.phoneNumber,
        street_address: user.streetAddress,
        street_address_2: user.streetAddress2,
        city: user.city,
        province: user.province,
        postal_code: user.postalCode,
        country: user.country,
        communication_preference: user.communicationPreference,
        locked_at: user.lockedAt === null ? null : Number(user.lockedAt),
        institution: { name: corp?.name ?? '', is_institution: Boolean(corp?.isInstitution) },
        orders: orders
          .filter((order) => order.kind !== 'quote')
          .map((order) => ({
            order_number: order.orderNumber,
            placed_at: Number(order.createdAt),
            status: order.status,
            total_cents: Number(order.totalCents),
          })),
        lists: lists.map((list) => ({
          list_id: list.id,
          name: list.name,
          is_favourites: Boolean(list.isFavourites),
          item_count: Number(list.itemCount ?? 0),
        })),
        registries: registries.map((registry) => ({
          gift_registry_id: registry.id,
          title: registry.title,
          occasion: registry.occasion,
          item_count: Number(registry.itemCount ?? 0),
          purchase_deadline: registry.purchaseDeadline === null ? null : Number(registry.purchaseDeadline),
        })),
        buys_for: buysFor.map((link) => ({
          link_id: link.id,
          name: link.name,
          email: link.email,
          status: linkStatus(link.status),
        })),
        buyers,
      };
    },

    /** Locks or unlocks; answers whether the account was locked before, for the audit log. */
    async setLocked(storeId: string, customerId: string, locked: boolean, now: number) {
      const user = await customerOf(storeId, customerId);
      const wasLocked = user.lockedAt !== null;
      if (wasLocked !== locked) await directory.setLockedAt(storeId, user.id, locked ? now : null, now);
      return { email: user.email ?? '', wasLocked };
    },

    /**
     * docs/features/store-console.md#customers: authorizes a pending link the customer is a side of,
     * for the account that buys through it (the customer, or for an institution's owner the account
     * using the invited address), as accepting the invitation does (links-service verifyLink): an
     * account already buying for the institution keeps its link and the pending one goes.
     */
    async authorizeLink(storeId: string, customerId: string, linkId: string, now: number) {
      const user = await customerOf(storeId, customerId);
      const { found, asBuyer } = await sideOf(storeId, user, linkId);
      const link = await links.findLink(storeId, linkId);
      if (found.status === 'authorized' || !link) {
        throw new ConflictError(accountErrorCodes.linkAlreadyAuthorized, accountMessages.linkAlreadyAuthorized);
      }
      const buyer = asBuyer ? user : await accounts.findUserByEmail(storeId, link.email.toLowerCase());
      if (!buyer?.email) {
        throw new ConflictError(
          consoleCustomersErrorCodes.linkNoAccount,
          consoleCustomersMessages.linkNoAccount(link.email),
        );
      }
      const corp = await accounts.findCorp(storeId, link.corpId);
      const already = await links.findAuthorizedLink(storeId, link.corpId, buyer.id);
      // This very link, authorized since it was read, is another press's: it stays, and this press is the second.
      if (already?.id === link.id) {
        throw new ConflictError(accountErrorCodes.linkAlreadyAuthorized, accountMessages.linkAlreadyAuthorized);
      }
      if (already) await links.removeLink(storeId, link.id);
      else if (!(await links.authorizeLink(storeId, link.id, buyer.id, now))) {
        throw new ConflictError(accountErrorCodes.linkAlreadyAuthorized, accountMessages.linkAlreadyAuthorized);
      }
      return {
        email: user.email ?? '',
        link: { link_id: linkId, ...found },
        buyerEmail: buyer.email,
        institution: corp?.name ?? found.name,
      };
    },

    /** Removes a link the customer is a side of (either buying for an institution, or owning it); answers what it was. */
    async removeLink(storeId: string, customerId: string, linkId: string) {
      const user = await customerOf(storeId, customerId);
      const { found } = await sideOf(storeId, user, linkId);
      await links.removeLink(storeId, linkId);
      return { email: user.email ?? '', link: { link_id: linkId, ...found } };
    },

    /** The customer's address when it is not confirmed yet, else null. */
    async unconfirmedEmail(storeId: string, customerId: string): Promise<{ email: string | null }> {
      const user = await customerOf(storeId, customerId);
      return { email: user.emailVerifiedAt === null ? user.email : null };
    },
  };
}
export type DirectoryService = ReturnType<typeof createDirectoryService>;
