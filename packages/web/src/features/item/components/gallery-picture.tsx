import type { TitleDetail } from '@bookfront/contract';
import { TitleCover } from '../../../entities/title/title-cover.tsx';

export interface GalleryImage {
  key: string;
  src: string | null;
  alt: string;
}

interface ImageProps {
  title: TitleDetail;
  image: GalleryImage;
  width: number;
  priority?: boolean;
  decorative?: boolean;
}

export function GalleryPicture({ title, image, width, priority = false, decorative = false }: ImageProps) {
  return (
    <TitleCover
      eisbn={title.eisbn}
      cacheKey={title.cover_image_cache}
      title={title.title}
      author={title.authors[0]?.name}
      width={width}
      priority={priority}
      src={image.src}
      alt={decorative ? '' : image.alt}
    />
  );
}
