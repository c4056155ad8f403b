import { useParams } from 'react-router';
import { NotOpenYet } from '../../../components/ui/not-open-yet.tsx';

/** Reads the search text ('t') of a /browse/filter/... path, if any. */
export function searchTermFromFilterPath(splat: string) {
  const segments = splat.split('/').filter(Boolean);
  if (segments[0] !== 'filter') return null;
  for (let index = 1; index < segments.length - 1; index += 2) {
    if (segments[index] === 't') {
      try {
        return decodeURIComponent(segments[index + 1] ?? '');
      } catch {
        return segments[index + 1] ?? null;
      }
    }
  }
  return null;
}

export function BrowsePage() {
  const { '*': splat = '' } = useParams();
  const term = searchTermFromFilterPath(splat);
  return <NotOpenYet title="Browse" detail={term ? `You searched for “${term}”.` : undefined} />;
}
