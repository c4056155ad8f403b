import { Alert, Button, Group, Input, Modal, Stack, Table, Text, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { consolePaymentMessages, formatCardNumber, type ConsoleOrderDetail } from '@bookfront/contract';
import { ActionError } from '../../../lib/api-client.ts';
import { useFormatPrice } from '../../../lib/format-price.ts';
import { useOpenCard, useRecordCharged } from '../api.ts';
import classes from '../pages/console.module.css';
import { openSealedCard, type OpenedCard } from './open-card.ts';

/**
 * docs/features/store-console.md#charging-a-sealed-card: the amount to charge, the card opened in
 * this browser with the store's private key (which never leaves it), and Record as charged, which
 * erases the CVV. The opened card lives only in this component's state.
 */
export function CardChargePanel({ detail }: { detail: ConsoleOrderDetail }) {
  const formatPrice = useFormatPrice();
  const orderNumber = detail.order.order_number;
  const openCard = useOpenCard(orderNumber);
  const recordCharged = useRecordCharged(orderNumber);
  const [keyFile, setKeyFile] = useState<File | null>(null);
  const [card, setCard] = useState<OpenedCard | null>(null);
  const [openFailed, setOpenFailed] = useState(false);
  const [isConfirming, setIsConfirming] = useState(false);
  const keyInputId = useId();

  const handleOpen = async () => {
    if (!keyFile) return;
    setOpenFailed(false);
    try {
      const [sealed, privatePem] = await Promise.all([openCard.mutateAsync(), keyFile.text()]);
      setCard(await openSealedCard(privatePem, sealed));
    } catch (error) {
      if (!(error instanceof ActionError)) setOpenFailed(true);
    }
  };
  const handleCharged = () => {
    setIsConfirming(false);
    recordCharged.mutate(undefined, { onSuccess: () => setCard(null) });
  };
  const failure = openCard.error ?? recordCharged.error;

  return (
    <div className={classes.panel}>
      <Title order={2} size="h5" mb={4}>
        {consolePaymentMessages.chargeHeading}
      </Title>
      <Stack gap="xs">
        <Text size="sm" fw={700}>
          {consolePaymentMessages.amountToCharge(formatPrice(detail.total_owing))}
        </Text>
        {failure instanceof ActionError || openFailed ? (
          <Alert color="red" role="alert" p="xs">
            {failure instanceof ActionError ? failure.message : consolePaymentMessages.cardOpenFailed}
          </Alert>
        ) : null}
        {card ? (
          <Table fz="sm" verticalSpacing={2} w="auto">
            <Table.Tbody>
              <CardRow label={consolePaymentMessages.cardName} value={card.name} />
              <CardRow label={consolePaymentMessages.cardNumber} value={formatCardNumber(card.number)} />
              <CardRow
                label={consolePaymentMessages.cardExpiry}
                value={`${String(card.expiry_month).padStart(2, '0')}/${card.expiry_year}`}
              />
              <CardRow label={consolePaymentMessages.cardCvv} value={card.cvv ?? consolePaymentMessages.cvvErased} />
              <CardRow label={consolePaymentMessages.cardPostalCode} value={card.postal_code} />
            </Table.Tbody>
          </Table>
        ) : detail.has_sealed_card ? (
          <Group gap="xs" align="flex-end">
            <Input.Wrapper
              label={consolePaymentMessages.privateKey}
              description={consolePaymentMessages.privateKeyHint}
              id={keyInputId}
              size="xs"
            >
              <input
                id={keyInputId}
                type="file"
                accept=".pem,application/x-pem-file,text/plain"
                onChange={(event) => setKeyFile(event.currentTarget.files?.[0] ?? null)}
              />
            </Input.Wrapper>
            <Button size="xs" variant="default" disabled={!keyFile} loading={openCard.isPending} onClick={handleOpen}>
              {consolePaymentMessages.openCard}
            </Button>
          </Group>
        ) : null}
        <Group gap="xs">
          <Button size="xs" onClick={() => setIsConfirming(true)} loading={recordCharged.isPending}>
            {consolePaymentMessages.recordCharged}
          </Button>
        </Group>
      </Stack>
      <Modal
        opened={isConfirming}
        onClose={() => setIsConfirming(false)}
        title={consolePaymentMessages.recordCharged}
        centered
      >
        <Text size="sm" mb="sm">
          {consolePaymentMessages.chargedConfirm}
        </Text>
        <Group justify="flex-end" gap="xs">
          <Button size="xs" variant="default" onClick={() => setIsConfirming(false)}>
            {consolePaymentMessages.keepCard}
          </Button>
          <Button size="xs" onClick={handleCharged}>
            {consolePaymentMessages.recordCharged}
          </Button>
        </Group>
      </Modal>
    </div>
  );
}

function CardRow({ label, value }: { label: string; value: string }) {
  return (
    <Table.Tr>
      <Table.Th scope="row" fw={400} c="dimmed">
        {label}
      </Table.Th>
      <Table.Td className={classes.nowrap}>{value}</Table.Td>
    </Table.Tr>
  );
}
