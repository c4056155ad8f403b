import { limits } from '@bookfront/contract';

/** The account area's emails: what each says. The mail module brands and sends them. */

export type AccountEmail = {
  to: string;
  subject: string;
  heading: string;
  paragraphs: string[];
  action: { label: string; url: string };
  footnote: string;
};

const expiresIn = (hours: number) =>
  `This link works once and expires in ${hours <= 48 ? `${hours} hours` : `${Math.round(hours / 24)} days`}. ` +
  'If you did not ask for it, you can ignore this email.';

export function verificationEmail(input: { storeName: string; to: string; url: string }): AccountEmail {
  return {
    to: input.to,
    subject: `Confirm your email for ${input.storeName}`,
    heading: 'Confirm your email address',
    paragraphs: [
      `Thanks for signing up with ${input.storeName}.`,
      'Follow the link below to confirm this is your email address and finish creating your account.',
    ],
    action: { label: 'Create my account', url: input.url },
    footnote: expiresIn(limits.accountTokenHours),
  };
}

export function passwordResetEmail(input: { storeName: string; to: string; url: string }): AccountEmail {
  return {
    to: input.to,
    subject: `Reset your ${input.storeName} password`,
    heading: 'Reset your password',
    paragraphs: [
      `Someone asked to reset the password of your ${input.storeName} account.`,
      'Follow the link below to choose a new password.',
    ],
    action: { label: 'Choose a new password', url: input.url },
    footnote: expiresIn(limits.passwordResetTokenHours),
  };
}

export function emailChangeEmail(input: { storeName: string; to: string; url: string }): AccountEmail {
  return {
    to: input.to,
    subject: `Confirm your new email for ${input.storeName}`,
    heading: 'Confirm your new email address',
    paragraphs: [
      `You asked to use this address for your ${input.storeName} account.`,
      'Follow the link below to confirm the change. Until you do, your account keeps its old address.',
    ],
    action: { label: 'Confirm my new email', url: input.url },
    footnote: expiresIn(limits.accountTokenHours),
  };
}

export function emailConfirmationEmail(input: { storeName: string; to: string; url: string }): AccountEmail {
  return {
    to: input.to,
    subject: `Confirm your email for ${input.storeName}`,
    heading: 'Confirm your email address',
    paragraphs: [
      `${input.storeName} sent you this link to confirm the email address of your account.`,
      'Follow the link below and log in to confirm it.',
    ],
    action: { label: 'Confirm my email', url: input.url },
    footnote: expiresIn(limits.accountTokenHours),
  };
}

export function linkRequestEmail(input: {
  storeName: string;
  to: string;
  url: string;
  institution: string;
}): AccountEmail {
  return {
    to: input.to,
    subject: `${input.institution} invites you to buy on its behalf at ${input.storeName}`,
    heading: 'Buy on behalf of an institution',
    paragraphs: [
      `${input.institution} would like you to be able to order from ${input.storeName} on its behalf.`,
      'Follow the link below and log in (or create an account with this email address) to accept.',
    ],
    action: { label: 'Accept the invitation', url: input.url },
    footnote: expiresIn(limits.accountTokenHours),
  };
}

/** docs/features/accounts.md#linked-accounts: the customer may now buy for the institution. */
export function linkAuthorizedEmail(input: {
  storeName: string;
  to: string;
  url: string;
  institution: string;
}): AccountEmail {
  return {
    to: input.to,
    subject: `${input.storeName}: you may now buy for ${input.institution}`,
    heading: 'Buy on behalf of an institution',
    paragraphs: [
      `You may now order from ${input.storeName} on behalf of ${input.institution}.`,
      'Log in and choose it in the account switcher at the top of the page to buy for it.',
    ],
    action: { label: 'Go to your account', url: input.url },
    footnote: 'If you did not expect this, please contact the store.',
  };
}

/** Security notices (docs/features/accounts.md#emails): what changed, and what to do if it wasn't the customer. */
const noActionNeeded = 'If you made this change yourself, there is nothing more to do.';

export function passwordChangedEmail(input: { storeName: string; to: string; resetUrl: string }): AccountEmail {
  return {
    to: input.to,
    subject: `Your ${input.storeName} password was changed`,
    heading: 'Your password was changed',
    paragraphs: [
      `The password of your ${input.storeName} account was just changed, and every other browser signed in to it was signed out.`,
      "If this wasn't you, choose a new password right away with the link below, and contact us (our details are at the end of this email).",
    ],
    action: { label: 'Reset my password', url: input.resetUrl },
    footnote: noActionNeeded,
  };
}

export function emailChangedEmail(input: {
  storeName: string;
  to: string;
  newEmail: string;
  contactUrl: string;
}): AccountEmail {
  return {
    to: input.to,
    subject: `Your ${input.storeName} email address was changed`,
    heading: 'Your email address was changed',
    paragraphs: [
      `The email address of your ${input.storeName} account was changed from this address to ${input.newEmail}. Emails about the account now go to the new address.`,
      "If this wasn't you, contact us right away and we will secure your account and change the address back (our details are at the end of this email).",
    ],
    action: { label: 'Contact the store', url: input.contactUrl },
    footnote: noActionNeeded,
  };
}
