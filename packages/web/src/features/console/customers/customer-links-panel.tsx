import { Alert, Group, Text } from '@mantine/core';
import { consoleCustomersMessages as words, type ConsoleCustomer, type CustomerLink } from '@bookfront/contract';
import { StatusBadge } from '../components/status-badge.tsx';
import { useCustomerChange } from './api.ts';
import { ConfirmButton } from './confirm-button.tsx';
import { Section } from './section.tsx';

/** docs/features/accounts.md#linked-accounts: the institutions the customer buys for and, for an institution, its buyers. */
export function CustomerLinksPanel({ customer, canChange }: { customer: ConsoleCustomer; canChange: boolean }) {
  const change = useCustomerChange(customer.customer_id);
  const isEmpty = customer.buys_for.length === 0 && customer.buyers.length === 0;

  const list = (title: string, links: CustomerLink[]) =>
    links.length === 0 ? null : (
      <>
        <Text size="sm" fw={600} mt={4}>
          {title}
        </Text>
        <ul>
          {links.map((link) => (
            <li key={link.link_id}>
              <Group gap={6} wrap="wrap">
                <Text size="sm" span>
                  {link.name}
                  {link.email && link.email !== link.name ? ` (${link.email})` : ''}
                </Text>
                <StatusBadge size="sm" tone={link.status === 'authorized' ? 'green' : 'gray'}>
                  {link.status === 'authorized' ? words.authorized : words.pending}
                </StatusBadge>
                {canChange && link.status === 'pending' ? (
                  <ConfirmButton
                    label={words.authorizeLink}
                    ariaLabel={`${words.authorizeLink} ${link.name}`}
                    question={words.authorizeLinkConfirm(link.name)}
                    isPending={change.isPending}
                    onConfirm={() => change.mutate({ name: 'authorizeLink', linkId: link.link_id })}
                  />
                ) : null}
                {canChange ? (
                  <ConfirmButton
                    label={words.removeLink}
                    ariaLabel={`${words.removeLink} ${link.name}`}
                    question={words.removeLinkConfirm(link.name)}
                    isPending={change.isPending}
                    onConfirm={() => change.mutate({ name: 'removeLink', linkId: link.link_id })}
                  />
                ) : null}
              </Group>
            </li>
          ))}
        </ul>
      </>
    );

  return (
    <Section title={words.links}>
      {isEmpty ? <Text size="sm">{words.noLinks}</Text> : null}
      {list(words.buysFor, customer.buys_for)}
      {list(words.buyersOf, customer.buyers)}
      {change.isError ? (
        <Alert color="red" role="alert" p="xs" mt={4}>
          {change.error.message || words.actionFailed}
        </Alert>
      ) : null}
    </Section>
  );
}
