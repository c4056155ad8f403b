import { Alert, Button, Loader, Text } from '@mantine/core';
import { Link } from 'react-router';
import { checkoutStepMessages } from '@bookfront/contract';
import { clearentFieldsElementId } from '../hooks/use-clearent-form.ts';
import classes from './clearent-card-fields.module.css';

/**
 * Where Clearent's card fields are drawn on the review (docs/features/checkout.md#hosted-card-forms), with what the
 * shopper needs while they load, when they could not, and when the card in them gave no token.
 */
export function ClearentCardFields({
  status,
  cardRefused,
}: {
  status: 'loading' | 'ready' | 'unavailable';
  cardRefused: boolean;
}) {
  if (status === 'unavailable') {
    return (
      <Alert color="yellow" role="alert" className={classes.fields}>
        <Text mb="sm">{checkoutStepMessages.cardFormUnavailable}</Text>
        <Button component={Link} to="/checkout/payment" variant="default">
          {checkoutStepMessages.chooseAnotherPayment}
        </Button>
      </Alert>
    );
  }
  return (
    <section className={classes.fields} aria-label={checkoutStepMessages.hostedCardFormTitle}>
      <Text size="sm" c="dimmed" mb="xs">
        {checkoutStepMessages.hostedCardIntro}
      </Text>
      {status === 'loading' ? <Loader size="sm" aria-label={checkoutStepMessages.cardFormLoading} /> : null}
      <div id={clearentFieldsElementId} className={classes.frame} data-ready={status === 'ready'} />
      {cardRefused ? (
        <Text c="red.8" size="sm" mt="xs" role="alert">
          {checkoutStepMessages.cardDetailsInvalid}
        </Text>
      ) : null}
    </section>
  );
}
