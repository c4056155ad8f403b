import { useRef, useState } from 'react';
import { Anchor, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconBrandFacebook, IconBrandX, IconLink } from '@tabler/icons-react';
import { eventMessages } from '@bookfront/contract';

/** docs/features/events.md#sharing: the two social sites a page is shared to. */
const shareSites = [
  {
    name: 'Facebook',
    icon: IconBrandFacebook,
    href: (url: string) => `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
  },
  {
    name: 'X',
    icon: IconBrandX,
    href: (url: string, text: string) =>
      `https://x.com/intent/post?url=${encodeURIComponent(url)}&text=${encodeURIComponent(text)}`,
  },
] as const;

type CopyState = 'idle' | 'copied' | 'failed';

/** docs/features/events.md#sharing: share links to two social sites, and Copy link with its dialog ('Link Copied!'). */
export function ShareLinks({ title }: { title: string }) {
  const [opened, setOpened] = useState(false);
  const [copyState, setCopyState] = useState<CopyState>('idle');
  const inputRef = useRef<HTMLInputElement>(null);
  const url = window.location.href;

  const handleCopy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopyState('copied');
    } catch {
      // The browser refused the clipboard (an insecure page, a denied permission): the link stays selected.
      inputRef.current?.select();
      setCopyState('failed');
    }
  };

  return (
    <Group gap="xs" aria-label={eventMessages.share} role="group">
      {shareSites.map((site) => (
        <Anchor
          key={site.name}
          href={site.href(url, title)}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={eventMessages.shareOn(site.name)}
          title={eventMessages.shareOn(site.name)}
        >
          <site.icon size={22} stroke={1.6} aria-hidden />
        </Anchor>
      ))}
      <Button
        variant="subtle"
        size="compact-sm"
        leftSection={<IconLink size={16} aria-hidden />}
        onClick={() => {
          setCopyState('idle');
          setOpened(true);
        }}
      >
        {eventMessages.copyLink}
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title={eventMessages.copyLink} centered>
        <Stack gap="sm">
          <TextInput
            ref={inputRef}
            label={title}
            value={url}
            readOnly
            onFocus={(event) => event.currentTarget.select()}
          />
          <Group justify="space-between">
            <Text size="sm" role="status" c={copyState === 'failed' ? 'dimmed' : undefined} fw={600}>
              {copyState === 'copied'
                ? eventMessages.linkCopied
                : copyState === 'failed'
                  ? eventMessages.copyByHand
                  : ''}
            </Text>
            <Button onClick={() => void handleCopy()}>{eventMessages.copyLink}</Button>
          </Group>
        </Stack>
      </Modal>
    </Group>
  );
}
