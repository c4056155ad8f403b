import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { consoleContentMessages } from '@bookfront/contract';

/** A button that asks `question` first, answered beside it: the change runs only on the second press. */
export function ConfirmButton(props: {
  label: string;
  question: string;
  isPending: boolean;
  onConfirm: () => void;
  ariaLabel?: string;
}) {
  const [isConfirming, setConfirming] = useState(false);
  if (!isConfirming) {
    return (
      <Button
        size="compact-sm"
        variant="default"
        color="red.9"
        aria-label={props.ariaLabel}
        onClick={() => setConfirming(true)}
      >
        {props.label}
      </Button>
    );
  }
  return (
    <Group gap={4} wrap="wrap">
      <Text size="sm">{props.question}</Text>
      <Button
        size="compact-sm"
        color="red.9"
        loading={props.isPending}
        onClick={() => {
          props.onConfirm();
          setConfirming(false);
        }}
      >
        {props.label}
      </Button>
      <Button size="compact-sm" variant="default" onClick={() => setConfirming(false)}>
        {consoleContentMessages.keep}
      </Button>
    </Group>
  );
}
