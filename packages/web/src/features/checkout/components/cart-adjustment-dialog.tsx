import { Button, Group, List, Modal, Text } from '@mantine/core';
import { checkoutMessages, checkoutStepMessages } from '@bookfront/contract';
import type { StockAdjustment } from '../stock.ts';

type CartAdjustmentDialogProps = {
  adjustments: StockAdjustment[];
  isAdjusting: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/** docs/features/checkout.md#stock-check: the 'Cart adjustment' prompt. */
export function CartAdjustmentDialog({ adjustments, isAdjusting, onConfirm, onClose }: CartAdjustmentDialogProps) {
  return (
    <Modal
      opened={adjustments.length > 0}
      onClose={onClose}
      title={checkoutMessages.cartAdjustmentHeading}
      centered
      radius="md"
    >
      <Text mb="sm">{checkoutStepMessages.cartAdjustmentIntro}</Text>
      <List spacing="xs" mb="lg">
        {adjustments.map((line) => (
          <List.Item key={line.cartId}>{checkoutStepMessages.adjustTo(line.title, line.onHand)}</List.Item>
        ))}
      </List>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose}>
          {checkoutStepMessages.cancel}
        </Button>
        <Button loading={isAdjusting} onClick={onConfirm} data-autofocus>
          {checkoutStepMessages.adjustCart}
        </Button>
      </Group>
    </Modal>
  );
}
