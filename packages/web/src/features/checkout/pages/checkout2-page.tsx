import '@mantine/core/styles/Stepper.css';
import '@mantine/core/styles/Grid.css';
import { Button, Container, Grid, Group, Paper, Stepper, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useNavigate, useParams } from 'react-router';
import { shellMessages } from '@bookfront/contract';
import { useSession } from '../../../entities/session/session.ts';

export const checkout2Steps = ['Cart', 'Address', 'Delivery', 'Contact', 'Payment', 'Review'] as const;

/** docs/features/shell-and-navigation.md#pages-not-open-yet '/checkout2': the unfinished new checkout, kept as a stub. */
export function Checkout2Page() {
  const { progress } = useParams();
  const navigate = useNavigate();
  const session = useSession();
  const active = Math.max(
    0,
    checkout2Steps.findIndex((step) => step.toLowerCase() === progress?.toLowerCase()),
  );
  const { item_count: itemCount, total_quantity: quantity } = session.cart.summary;

  return (
    <Container size="xl" py="xl">
      <Title order={1} mb="lg">
        Checkout
      </Title>
      <Stepper active={active} size="sm" mb="xl" allowNextStepsSelect={false}>
        {checkout2Steps.map((step) => (
          <Stepper.Step key={step} label={step} />
        ))}
      </Stepper>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Paper withBorder radius="md" p="xl">
            <Title order={2} size="h3" mb="sm">
              {checkout2Steps[active]}
            </Title>
            <Text mb="xl">{shellMessages.notOpenYet}</Text>
            <Group justify="space-between">
              <Button variant="outline" leftSection={<IconArrowLeft size={16} />} onClick={() => void navigate(-1)}>
                Go back
              </Button>
              <Button disabled>Continue</Button>
            </Group>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Paper withBorder radius="md" p="xl" component="aside" aria-labelledby="checkout2-summary">
            <Title order={2} size="h4" mb="sm" id="checkout2-summary">
              Summary
            </Title>
            <Text>
              {itemCount === 1 ? '1 product' : `${itemCount} products`},{' '}
              {quantity === 1 ? '1 item' : `${quantity} items`}
            </Text>
          </Paper>
        </Grid.Col>
      </Grid>
    </Container>
  );
}
