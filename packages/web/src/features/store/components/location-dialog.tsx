import { useState } from 'react';
import { Alert, Badge, Button, Group, Modal, Text } from '@mantine/core';
import { IconAlertTriangle, IconClock, IconMapPin } from '@tabler/icons-react';
import { shellMessages } from '@bookfront/contract';
import { useSession } from '../../../entities/session/session.ts';
import { useSiteSettings } from '../../../lib/site-settings.tsx';
import { useContactAndHours, useSetMultistoreLocation } from '../api.ts';
import { todaysHours } from '../today-hours.ts';
import { addressLines } from '../locations.ts';
import classes from './location-dialog.module.css';

/**
 * docs/features/shell-and-navigation.md#location-choice: the store's locations; choosing one sets it for the
 * session and reloads the page. Moving a cart with items to another location first says what changes.
 */
export function LocationDialog({
  opened,
  onClose,
  onChanged = () => window.location.reload(),
}: {
  opened: boolean;
  onClose: () => void;
  /** After the location is set; the page reloads unless told otherwise. */
  onChanged?: () => void;
}) {
  const settings = useSiteSettings();
  const session = useSession();
  const contact = useContactAndHours(settings.store_info.id);
  const [pendingId, setPendingId] = useState<string | null>(null);
  const setLocation = useSetMultistoreLocation({ onChanged });
  const cartQuantity = session.cart.summary.total_quantity;
  // A first choice (no location yet) moves nothing, so it asks nothing.
  const movesCart = cartQuantity > 0 && session.location_id !== null;
  const now = new Date();

  const choose = (locationId: string) => {
    if (locationId === session.location_id) {
      onClose();
      return;
    }
    if (movesCart && pendingId !== locationId) {
      setPendingId(locationId);
      return;
    }
    setLocation.mutate(locationId);
  };

  const handleClose = () => {
    setPendingId(null);
    setLocation.reset();
    onClose();
  };

  const pendingName =
    settings.store_info.multistore_info.find((location) => location.id === pendingId)?.name ?? 'the new location';

  return (
    <Modal opened={opened} onClose={handleClose} title={shellMessages.chooseLocation} centered size="lg" radius="md">
      {pendingId ? (
        <>
          <Alert
            color="orange"
            variant="light"
            icon={<IconAlertTriangle size={20} />}
            mb="md"
            title={`Switch to ${pendingName}?`}
          >
            {shellMessages.changeLocationWarning(cartQuantity, pendingName)}
          </Alert>
          {setLocation.isError ? (
            <Alert color="red" variant="light" mb="md" role="alert">
              {setLocation.error.message}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="outline" onClick={() => setPendingId(null)} disabled={setLocation.isPending}>
              Cancel
            </Button>
            <Button onClick={() => setLocation.mutate(pendingId)} loading={setLocation.isPending}>
              Change location
            </Button>
          </Group>
        </>
      ) : (
        <>
          <Text mb="md" c="dimmed">
            Prices and stock are shown for the location you choose.
          </Text>
          {setLocation.isError ? (
            <Alert color="red" variant="light" mb="md" role="alert">
              {setLocation.error.message}
            </Alert>
          ) : null}
          <div className={classes.options} role="list">
            {settings.store_info.multistore_info.map((entry) => {
              const details = contact.data?.locations.find((location) => location.location_id === entry.id);
              const isCurrent = entry.id === session.location_id;
              const todayHours = details ? todaysHours(details, now) : null;
              return (
                <div role="listitem" key={entry.id}>
                  <button
                    type="button"
                    className={classes.option}
                    aria-current={isCurrent || undefined}
                    onClick={() => choose(entry.id)}
                    disabled={setLocation.isPending}
                    aria-label={`${entry.name}${isCurrent ? ' (current location)' : ''}`}
                  >
                    <IconMapPin size={22} stroke={1.8} className={classes.pin} aria-hidden />
                    <span>
                      <span className={classes.name}>{entry.name}</span>
                      {details ? (
                        <span className={classes.detail} style={{ display: 'block' }}>
                          {addressLines(details).join(', ')}
                          {details.sc_phone ? (
                            <>
                              <br />
                              {details.sc_phone}
                            </>
                          ) : null}
                        </span>
                      ) : null}
                      {todayHours ? (
                        <span
                          className={classes.detail}
                          style={{ display: 'flex', alignItems: 'center', gap: 4, marginTop: 4 }}
                        >
                          <IconClock size={14} aria-hidden /> Today: {todayHours}
                        </span>
                      ) : null}
                    </span>
                    {isCurrent ? (
                      <Badge variant="light" className={classes.current}>
                        Current
                      </Badge>
                    ) : null}
                  </button>
                </div>
              );
            })}
          </div>
        </>
      )}
    </Modal>
  );
}
