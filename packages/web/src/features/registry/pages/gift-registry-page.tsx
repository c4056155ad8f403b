import { useParams } from 'react-router';
import { RegistryDetailPage } from './registry-detail-page.tsx';
import { RegistryListPage } from './registry-list-page.tsx';

/** /gift-registry and /gift-registry/{id} (docs/features/gift-registries.md); the router mounts them only when gift_registry_enabled. */
export function GiftRegistryPage() {
  const { id } = useParams();
  return id ? <RegistryDetailPage key={id} registryId={id} /> : <RegistryListPage />;
}
