import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { cartMessages, catalogMessages } from '@bookfront/contract';

/** docs/features/cart.md#cart-page and docs/features/cart.md#messages: only the on-hand number is in stock; take that many, or order the rest. */
export function StockDialog({
  opened,
  onhand,
  canOrderRest,
  onTake,
  onTakeAndOrderRest,
  onClose,
}: {
  opened: boolean;
  onhand: number;
  /** Only when the row is extra orderable. */
  canOrderRest: boolean;
  onTake: () => void;
  onTakeAndOrderRest: () => void;
  onClose: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title={cartMessages.onlyInStock(onhand)} centered radius="md">
      <Stack gap="sm">
        <Button onClick={onTake} data-autofocus>
          {cartMessages.takeOnHand(onhand)}
        </Button>
        {canOrderRest ? (
          <Button variant="outline" onClick={onTakeAndOrderRest}>
            {cartMessages.takeOnHandAndOrderRest(onhand)}
          </Button>
        ) : null}
        <Button variant="subtle" color="gray" onClick={onClose}>
          Cancel
        </Button>
      </Stack>
    </Modal>
  );
}

/** docs/features/cart.md#adding-to-the-cart: a large print edition asks confirmation before adding. */
export function LargePrintDialog({
  opened,
  onConfirm,
  onClose,
}: {
  opened: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title={cartMessages.largePrintHeading} centered radius="md">
      <Text mb="lg">{cartMessages.largePrintConfirm}</Text>
      <Group justify="flex-end" gap="sm">
        <Button variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button onClick={onConfirm} data-autofocus>
          {catalogMessages.addToCart}
        </Button>
      </Group>
    </Modal>
  );
}
