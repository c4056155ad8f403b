import { useState } from 'react';
import { Button, CopyButton, Group, Modal, Text, TextInput } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { registryMessages } from '@bookfront/contract';
import { registryUrl } from '../api.ts';

/** docs/features/gift-registries.md#sharing: the registry's link with Copy link ('Link Copied!' for a second). */
export function ShareLinkDialog({
  registryId,
  heading,
  intro,
  onClose,
}: {
  registryId: string | null;
  heading: string;
  intro?: string;
  onClose: () => void;
}) {
  const [copyFailed, setCopyFailed] = useState(false);
  const url = registryId ? registryUrl(registryId) : '';
  return (
    <Modal opened={registryId !== null} onClose={onClose} title={heading} centered>
      {intro ? (
        <Text mb="sm" size="sm">
          {intro}
        </Text>
      ) : null}
      <TextInput
        label="Registry link"
        value={url}
        readOnly
        onFocus={(event) => event.currentTarget.select()}
        data-testid="registry-share-link"
      />
      <Group justify="flex-end" mt="md">
        <CopyButton value={url} timeout={1000}>
          {({ copied, copy }) => (
            <>
              <Button
                leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
                onClick={() => {
                  setCopyFailed(false);
                  try {
                    copy();
                  } catch {
                    setCopyFailed(true);
                  }
                }}
                color={copied ? 'teal' : undefined}
              >
                {copied ? registryMessages.linkCopied : registryMessages.copyLink}
              </Button>
              {/* A button's new name is not announced: the status says it to a screen reader. */}
              <span role="status" className="bf-visually-hidden">
                {copied ? registryMessages.linkCopied : ''}
              </span>
            </>
          )}
        </CopyButton>
        <Button variant="default" onClick={onClose}>
          {registryMessages.close}
        </Button>
      </Group>
      {copyFailed ? (
        <Text size="sm" c="dimmed" mt="xs">
          Select the link and copy it.
        </Text>
      ) : null}
    </Modal>
  );
}
