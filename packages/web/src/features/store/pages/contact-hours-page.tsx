import { Alert, Button, Container, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useSiteSettings } from '../../../lib/site-settings.tsx';
import { useContactAndHours } from '../api.ts';
import { LocationCard } from '../components/location-card.tsx';
import { locationDisplayName } from '../locations.ts';
import { storeToday } from '../today-hours.ts';

/** '/contact-hours': every location of the store with its address, contact and opening hours. */
export function ContactHoursPage() {
  const settings = useSiteSettings();
  const query = useContactAndHours(settings.store_info.id);
  const today = storeToday(new Date());
  return (
    <Container size="xl" py="xl">
      <Title order={1} mb={4}>
        Contact &amp; hours
      </Title>
      <Text c="dimmed" mb="xl" size="lg">
        Visit, call or write to {settings.store_info.name}. We are always happy to help you find your next book.
      </Text>
      {query.isPending ? (
        <Stack gap="lg" role="status" aria-busy="true" aria-label="Loading locations">
          <Skeleton height={220} radius="lg" />
          <Skeleton height={220} radius="lg" />
        </Stack>
      ) : query.isError ? (
        <Alert color="red" variant="light" title="There was an error." role="alert">
          <Text mb="sm">{query.error.message}</Text>
          <Button size="xs" variant="outline" color="red" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : query.data.locations.length === 0 ? (
        <Text>Contact details will appear here soon.</Text>
      ) : (
        <Stack gap="lg">
          {query.data.locations.map((location) => (
            <LocationCard
              key={location.location_id}
              location={location}
              name={locationDisplayName(location, settings.store_info.multistore_info)}
              today={today.weekday}
              todayDate={today.date}
              specialHours={location.special_hours}
            />
          ))}
        </Stack>
      )}
    </Container>
  );
}
