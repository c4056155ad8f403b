import { useRef, useState } from 'react';
import { ActionIcon, Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import type { TitleDetail } from '@bookfront/contract';
import { TitleCover } from '../../../components/ui/title-cover.tsx';
import { interiorImageUrl, titleCoverUrl } from '../../../lib/covers.ts';
import classes from './item-gallery.module.css';

interface GalleryImage {
  key: string;
  src: string | null;
  alt: string;
}

export function galleryImages(title: Pick<TitleDetail, 'eisbn' | 'title' | 'cover_image_cache' | 'interiors'>) {
  const images: GalleryImage[] = [
    { key: 'cover', src: titleCoverUrl(title.eisbn, title.cover_image_cache), alt: `Cover of ${title.title}` },
  ];
  title.interiors.forEach((name, index) => {
    const src = interiorImageUrl(title.eisbn, name);
    if (src) images.push({ key: name, src, alt: `Inside ${title.title}, image ${index + 1}` });
  });
  return images;
}

interface ImageProps {
  title: TitleDetail;
  image: GalleryImage;
  width: number;
  priority?: boolean;
  decorative?: boolean;
}

function GalleryPicture({ title, image, width, priority = false, decorative = false }: ImageProps) {
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

function GalleryModal({
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

/** Phones swipe through the images; the dots show where they are and jump. */
function MobileCarousel({
  title,
  images,
  onOpen,
}: {
  title: TitleDetail;
  images: GalleryImage[];
  onOpen: (index: number) => void;
}) {
  const trackRef = useRef<HTMLUListElement>(null);
  const [current, setCurrent] = useState(0);
  const handleScroll = () => {
    const track = trackRef.current;
    if (track && track.clientWidth > 0) setCurrent(Math.round(track.scrollLeft / track.clientWidth));
  };
  const goTo = (index: number) => {
    const track = trackRef.current;
    track?.scrollTo({ left: index * track.clientWidth, behavior: 'smooth' });
  };
  return (
    <div aria-roledescription="carousel" aria-label="Images">
      <ul className={classes.carousel} ref={trackRef} onScroll={handleScroll}>
        {images.map((image, index) => (
          <li
            key={image.key}
            className={classes.slide}
            aria-roledescription="slide"
            aria-label={`${index + 1} of ${images.length}`}
          >
            <button
              type="button"
              className={classes.main}
              onClick={() => onOpen(index)}
              aria-label={`Enlarge ${image.alt}`}
            >
              <GalleryPicture title={title} image={image} width={240} priority={index === 0} decorative />
            </button>
          </li>
        ))}
      </ul>
      {images.length > 1 ? (
        <div className={classes.dots}>
          {images.map((image, index) => (
            <button
              key={image.key}
              type="button"
              className={classes.dot}
              aria-label={`Show image ${index + 1} of ${images.length}`}
              aria-current={index === current}
              onClick={() => goTo(index)}
            />
          ))}
        </div>
      ) : null}
    </div>
  );
}

/** Spec 1 §2/§9: the cover and interiors, three thumbnails beside it, six in the enlarged view. */
export function ItemGallery({ title }: { title: TitleDetail }) {
  const images = galleryImages(title);
  const [index, setIndex] = useState(0);
  const [opened, setOpened] = useState(false);
  const isPhone = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  const selected = images[index] ?? images[0];
  if (!selected) return null;

  const open = (at: number) => {
    setIndex(at);
    setOpened(true);
  };

  return (
    <>
      {isPhone ? (
        <MobileCarousel title={title} images={images} onOpen={open} />
      ) : (
        <div className={classes.gallery} data-thumbs={images.length > 1 || undefined}>
          {images.length > 1 ? (
            <ul className={classes.thumbs} aria-label="Images">
              {images.map((image, imageIndex) => (
                <li key={image.key}>
                  <button
                    type="button"
                    className={classes.thumb}
                    aria-current={imageIndex === index}
                    aria-label={`Show ${image.alt}`}
                    onClick={() => setIndex(imageIndex)}
                  >
                    <GalleryPicture title={title} image={image} width={64} decorative />
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
          <div>
            <button
              type="button"
              className={classes.main}
              onClick={() => open(index)}
              aria-label={`Enlarge ${selected.alt}`}
            >
              <GalleryPicture title={title} image={selected} width={352} priority decorative />
            </button>
            <span className={classes.hint} aria-hidden>
              Click to enlarge
            </span>
          </div>
        </div>
      )}
      <GalleryModal
        title={title}
        images={images}
        index={index}
        onIndex={setIndex}
        opened={opened}
        onClose={() => setOpened(false)}
      />
    </>
  );
}
