import type { ProductImage } from "@hogar/shared";
import { m } from "@hogar/shared/messages";
import { pictureAlt } from "@hogar/shared/picture-alt";
import { type KeyboardEvent, type PointerEvent, useRef, useState } from "react";
import { ChevronLeftIcon, ChevronNextIcon } from "../../../components/ui/icons.tsx";
import { NoImage } from "./lazy-image.tsx";

const MAIN_SIZES = "(min-width: 768px) 600px, 100vw";
const THUMB_SIZES = "80px";
/** A horizontal move of at least this many pixels is a swipe. */
const SWIPE_MIN = 40;

const arrowClass =
  "absolute top-1/2 grid size-10 -translate-y-1/2 place-items-center rounded-full bg-surface text-fg shadow ring-1 ring-border hover:bg-page";

/**
 * WAI-ARIA carousel: previous/next wrap around, thumbnails pick an image, ArrowLeft/ArrowRight work
 * while focus is in it, and a touch swipe (pointer events) moves too. The main image is the page's
 * largest paint, so it loads eagerly with high priority.
 */
export function ImageCarousel({ images, name }: { images: ProductImage[]; name: string }) {
  const [index, setIndex] = useState(0);
  const swipeStart = useRef<{ x: number; y: number } | null>(null);
  const count = images.length;
  const current = images[index];

  if (!current) return <NoImage className="rounded-xl" />;

  const go = (next: number) => setIndex(((next % count) + count) % count);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (count < 2) return;
    if (event.key === "ArrowLeft") {
      event.preventDefault();
      go(index - 1);
    } else if (event.key === "ArrowRight") {
      event.preventDefault();
      go(index + 1);
    }
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType === "mouse") return;
    swipeStart.current = { x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (!start || count < 2) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    if (Math.abs(dx) >= SWIPE_MIN && Math.abs(dx) > Math.abs(dy)) go(dx < 0 ? index + 1 : index - 1);
  };

  return (
    <section
      aria-roledescription="carousel"
      aria-label={m.catalog_images({ name })}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the carousel takes focus so the arrow keys can move it.
      tabIndex={0}
      onKeyDown={onKeyDown}
      className="rounded-xl"
    >
      <div className="relative">
        <div
          aria-live="polite"
          onPointerDown={onPointerDown}
          onPointerUp={onPointerUp}
          onPointerCancel={() => {
            swipeStart.current = null;
          }}
          className="touch-pan-y overflow-hidden rounded-xl bg-primary/10"
          style={{ aspectRatio: `${current.width} / ${current.height}` }}
        >
          {/* biome-ignore lint/a11y/useSemanticElements: the APG carousel's slide is a group, not a fieldset. */}
          <div
            role="group"
            aria-roledescription="slide"
            aria-label={m.catalog_slide({ index: index + 1, count })}
          >
            <img
              key={current.src}
              src={current.src}
              srcSet={current.srcSet || undefined}
              sizes={current.srcSet ? MAIN_SIZES : undefined}
              width={current.width}
              height={current.height}
              alt={pictureAlt(current.alt)}
              loading="eager"
              fetchPriority="high"
              draggable={false}
              className="size-full object-cover select-none"
            />
          </div>
        </div>
        {count > 1 && (
          <>
            <button
              type="button"
              aria-label={m.catalog_previous_image()}
              onClick={() => go(index - 1)}
              className={`left-2 ${arrowClass}`}
            >
              <ChevronLeftIcon />
            </button>
            <button
              type="button"
              aria-label={m.catalog_next_image()}
              onClick={() => go(index + 1)}
              className={`right-2 ${arrowClass}`}
            >
              <ChevronNextIcon />
            </button>
          </>
        )}
      </div>
      {count > 1 && (
        <ul className="mt-3 flex gap-2 overflow-x-auto p-1">
          {images.map((image, i) => (
            <li key={image.src} className="shrink-0">
              <button
                type="button"
                aria-label={m.catalog_show_image({ index: i + 1, count })}
                aria-current={i === index ? "true" : undefined}
                onClick={() => setIndex(i)}
                className="block w-20 overflow-hidden rounded-lg opacity-70 ring-2 ring-transparent hover:opacity-100 aria-[current=true]:opacity-100 aria-[current=true]:ring-primary dark:aria-[current=true]:ring-primary-light"
              >
                <img
                  src={image.src}
                  srcSet={image.srcSet || undefined}
                  sizes={image.srcSet ? THUMB_SIZES : undefined}
                  width={image.width}
                  height={image.height}
                  alt=""
                  loading="lazy"
                  draggable={false}
                  className="aspect-[4/3] w-full object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
