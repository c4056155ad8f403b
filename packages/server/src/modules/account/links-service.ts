import {
  accountErrorCodes,
  accountMessages,
  limits,
  type AvailableChildrenResult,
  type CorpAccount,
  type LinkedChild,
} from '@bookfront/contract';
import type { CorpRow, UserRow } from '../../db/schema.ts';
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { nowSeconds } from '../../lib/time.ts';
import { linkRequestEmail } from './emails.ts';
import type { LinksRepository } from './links-repository.ts';
import { toCorpAccount } from './mapper.ts';
import type { AccountRepository } from './repository.ts';
import { accountLink, type AccountContext, type AccountDeps } from './service.ts';
import { createTokens, tokenData } from './tokens.ts';

/** Who is asking: the logged-in user and the corp their session buys as (null: their own). */
export type LinkCaller = { storeId: string; userId: string; sessionCorpId: string | null };

export type LinksDeps = { accounts: AccountRepository; links: LinksRepository; mail: AccountDeps['mail'] };

const linkNotFound = () => new NotFoundError(accountErrorCodes.linkNotFound, accountMessages.linkNotFound);
const linkExpired = () => new NotFoundError(accountErrorCodes.tokenExpired, accountMessages.linkExpired);

function toLinkedChild(row: {
  id: string;
  email: string;
  status: string;
  firstName: string | null;
  lastName: string | null;
  userEmail: string | null;
}): LinkedChild {
  const pending = row.status !== 'authorized';
  return {
    id: row.id,
    name: pending ? '' : `${row.firstName ?? ''} ${row.lastName ?? ''}`.trim(),
    // Once accepted, the address of the account that accepted (see linkToVerify).
    email: (!pending && row.userEmail) || row.email,
    pending,
  };
}

/**
 * Institutions and the customers who may buy for them (docs/features/accounts.md#linked-accounts,
 * docs/features/accounts.md#switching-accounts). Only the owner of an institution manages its
 * links; a customer manages only their own; only institutions of type 'customer' are offered.
 */
export function createLinksService({ accounts, links, mail }: LinksDeps) {
  const tokens = createTokens(accounts);

  async function findUser(caller: LinkCaller): Promise<UserRow> {
    const user = await accounts.findUserById(caller.storeId, caller.userId);
    if (!user) throw new NotFoundError(accountErrorCodes.noAccount, accountMessages.loginRequired);
    return user;
  }

  /** The corp the session buys as, read the way the session describes it: a lapsed link falls back to the own corp. */
  async function actingCorp(caller: LinkCaller, user: UserRow): Promise<CorpRow> {
    const linked =
      caller.sessionCorpId && caller.sessionCorpId !== user.corpId
        ? await accounts.findLinkedCorp(caller.storeId, user.id, caller.sessionCorpId)
        : undefined;
    const corp = linked ?? (await accounts.findCorp(caller.storeId, user.corpId));
    if (!corp) throw new NotFoundError(accountErrorCodes.corpNotAvailable, accountMessages.corpNotAvailable);
    return corp;
  }

  /** The acting institution, when the caller owns it; otherwise the spec's refusal naming it. */
  async function ownedInstitution(caller: LinkCaller): Promise<{ user: UserRow; corp: CorpRow }> {
    const user = await findUser(caller);
    const corp = await actingCorp(caller, user);
    if (corp.isInstitution !== 1 || corp.ownerUserId !== user.id) {
      throw new ForbiddenError(accountErrorCodes.notOwner, accountMessages.noLinkPermission(corp.name));
    }
    return { user, corp };
  }

  async function availableCorps(caller: LinkCaller): Promise<{ user: UserRow; corps: CorpAccount[] }> {
    const user = await findUser(caller);
    const [own, parents] = await Promise.all([
      accounts.findCorp(caller.storeId, user.corpId),
      links.listParentCorps(caller.storeId, user.id),
    ]);
    const rows = [...(own ? [own] : []), ...parents.filter((corp) => corp.id !== user.corpId)];
    return { user, corps: rows.map((corp) => toCorpAccount(corp, user)) };
  }

  /** The link a live invitation token points at, with its institution (which must still be linkable). */
  async function invitation(storeId: string, token: string) {
    const row = await tokens.peek(storeId, token, 'corp_link');
    const linkId = row ? tokenData(row).linkId : undefined;
    const link = linkId ? await links.findLink(storeId, linkId) : undefined;
    const corp = link ? await accounts.findCorp(storeId, link.corpId) : undefined;
    if (!link || !corp || corp.isInstitution !== 1 || corp.type !== 'customer') throw linkExpired();
    return { link, corp };
  }

  return {
    /** account/getAvailableCorps without a token: the own corp first, then the institutions the user buys for. */
    async getAvailableCorps(caller: LinkCaller): Promise<CorpAccount[]> {
      return (await availableCorps(caller)).corps;
    },

    /** account/getAvailableCorps {token}: the institution an invitation is from; the token stays usable. */
    async getInvitingCorp(caller: LinkCaller, token: string): Promise<CorpAccount[]> {
      const user = await findUser(caller);
      const { corp } = await invitation(caller.storeId, token);
      return [toCorpAccount(corp, user)];
    },

    /** account/setCorp: only a corp getAvailableCorps offers; the session then buys as it. */
    async chooseCorp(caller: LinkCaller, corpId: string): Promise<string | null> {
      const { user, corps } = await availableCorps(caller);
      if (!corps.some((corp) => corp.id === corpId)) {
        throw new ForbiddenError(accountErrorCodes.corpNotAvailable, accountMessages.corpNotAvailable);
      }
      return corpId === user.corpId ? null : corpId;
    },

    /** account/getAvailableChildren: the acting institution's links, for its owner. */
    async getAvailableChildren(caller: LinkCaller): Promise<AvailableChildrenResult> {
      const { corp } = await ownedInstitution(caller);
      const rows = await links.listChildren(caller.storeId, corp.id);
      return { company: corp.name, children: rows.map(toLinkedChild) };
    },

    /**
     * account/linkToRequest: emails `email` a link to accept. Asking again for a pending address
     * sends a fresh link and restarts the link's life; an accepted one is refused.
     */
    async requestLink(caller: LinkCaller, context: AccountContext, email: string): Promise<void> {
      const { corp } = await ownedInstitution(caller);
      const now = nowSeconds();
      const existing = await links.findLinkByEmail(caller.storeId, corp.id, email);
      if (existing?.status === 'authorized') {
        throw new ConflictError(accountErrorCodes.linkAlreadyAuthorized, accountMessages.linkAlreadyAuthorized);
      }
      const linkId = existing?.id ?? newId();
      if (existing) {
        await links.refreshPendingLink(caller.storeId, linkId, now);
      } else {
        const row = { storeId: caller.storeId, id: linkId, corpId: corp.id, email, userId: null, createdAt: now };
        await links.insertLink({ ...row, status: 'pending', authorizedAt: null });
      }
      const token = await tokens.issue({
        storeId: caller.storeId,
        purpose: 'corp_link',
        email,
        userId: null,
        hours: limits.accountTokenHours,
        data: { linkId },
        // Another institution's invitation to the same address must keep working.
        retireEarlier: false,
      });
      const url = accountLink(context.baseUrl, 'link', token);
      const message = linkRequestEmail({ storeName: context.store.name, to: email, url, institution: corp.name });
      await mail.send(context.store, message, context);
    },

    /**
     * account/linkToVerify: the logged-in customer accepts the invitation the token carries. The
     * login email need not be the invited address: the token proves the invited mailbox was read,
     * and people often shop under a personal address while the institution knows their work one.
     * The owner's list then shows the accepting account's name and address, so they see who it is.
     */
    async verifyLink(caller: LinkCaller, token: string): Promise<void> {
      const user = await findUser(caller);
      const { link, corp } = await invitation(caller.storeId, token);
      if (corp.id === user.corpId) throw new BadRequestError(accountErrorCodes.linkToSelf, accountMessages.linkToSelf);
      const redeemed = await tokens.redeem(caller.storeId, token, 'corp_link');
      if (!redeemed.ok) throw linkExpired();
      const already = await links.findAuthorizedLink(caller.storeId, corp.id, user.id);
      if (already && already.id !== link.id) {
        // Already buying for this institution through another address: one link is enough.
        await links.removeLink(caller.storeId, link.id);
        return;
      }
      await links.authorizeLink(caller.storeId, link.id, user.id, nowSeconds());
    },

    /** account/removeChildLink {id}: the owner removes one of the acting institution's links. */
    async removeChildLink(caller: LinkCaller, linkId: string): Promise<AvailableChildrenResult> {
      const { corp } = await ownedInstitution(caller);
      const link = await links.findLink(caller.storeId, linkId);
      if (!link || link.corpId !== corp.id) throw linkNotFound();
      await links.removeLink(caller.storeId, link.id);
      const rows = await links.listChildren(caller.storeId, corp.id);
      return { company: corp.name, children: rows.map(toLinkedChild) };
    },

    /** account/removeParentLink {id}: the customer stops buying for the institution `corpId`. */
    async removeParentLink(caller: LinkCaller, corpId: string): Promise<CorpAccount[]> {
      const user = await findUser(caller);
      const result = await links.removeUserLinks(caller.storeId, corpId, user.id);
      if (Number(result.numDeletedRows) === 0) throw linkNotFound();
      return (await availableCorps(caller)).corps.filter((corp) => !corp.is_personal);
    },
  };
}
export type LinksService = ReturnType<typeof createLinksService>;
