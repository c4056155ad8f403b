import { lazy, Suspense, useRef, useState } from 'react';
import { useMediaQuery } from '@mantine/hooks';
import type { TitleDetail } from '@bookfront/contract';
import { interiorImageUrl, titleCoverUrl } from '../../../entities/title/cover-urls.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { useMountedOnce } from '../../../lib/use-mounted-once.ts';
import { GalleryPicture, type GalleryImage } from './gallery-picture.tsx';
import classes from './item-gallery.module.css';

const GalleryModal = lazy(() => import('./gallery-modal.tsx').then((m) => ({ default: m.GalleryModal })));

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

/** docs/features/item-page.md#gallery: the cover and interiors, three thumbnails beside it, six in the enlarged view. */
export function ItemGallery({ title }: { title: TitleDetail }) {
  const images = galleryImages(title);
  const [index, setIndex] = useState(0);
  const [opened, setOpened] = useState(false);
  const modalMounted = useMountedOnce(opened);
  // The server's first screen draws the wide gallery, not knowing the width (use-hydrated.ts).
  const isHydrated = useHydrated();
  const isPhone = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false }) && isHydrated;
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
      {modalMounted ? (
        <Suspense fallback={null}>
          <GalleryModal
            title={title}
            images={images}
            index={index}
            onIndex={setIndex}
            opened={opened}
            onClose={() => setOpened(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
