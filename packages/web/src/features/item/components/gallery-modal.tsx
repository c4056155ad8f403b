import { ActionIcon, Modal } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import type { TitleDetail } from '@bookfront/contract';
import { GalleryPicture, type GalleryImage } from './gallery-picture.tsx';
import classes from './item-gallery.module.css';

/** The enlarged view; a chunk of its own, loaded when first opened. */
export function GalleryModal({
  title,
  images,
  index,
  onIndex,
  opened,
  onClose,
}: {
  title: TitleDetail;
  images: GalleryImage[];
  index: number;
  onIndex: (index: number) => void;
  opened: boolean;
  onClose: () => void;
}) {
  const image = images[index] ?? images[0];
  if (!image) return null;
  const hasMany = images.length > 1;
  return (
    <Modal opened={opened} onClose={onClose} title={title.title} size="xl" centered>
      <div className={classes.modalImage}>
        {hasMany ? (
          <ActionIcon
            variant="default"
            radius="xl"
            size="lg"
            aria-label="Previous image"
            onClick={() => onIndex((index - 1 + images.length) % images.length)}
          >
            <IconChevronLeft size={18} aria-hidden />
          </ActionIcon>
        ) : null}
        <GalleryPicture title={title} image={image} width={416} />
        {hasMany ? (
          <ActionIcon
            variant="default"
            radius="xl"
            size="lg"
            aria-label="Next image"
            onClick={() => onIndex((index + 1) % images.length)}
          >
            <IconChevronRight size={18} aria-hidden />
          </ActionIcon>
        ) : null}
      </div>
      {hasMany ? (
        <ul className={classes.modalThumbs} aria-label="All images">
          {images.map((candidate, candidateIndex) => (
            <li key={candidate.key}>
              <button
                type="button"
                className={classes.thumb}
                aria-current={candidateIndex === index}
                aria-label={`Show ${candidate.alt}`}
                onClick={() => onIndex(candidateIndex)}
              >
                <GalleryPicture title={title} image={candidate} width={96} decorative />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </Modal>
  );
}
