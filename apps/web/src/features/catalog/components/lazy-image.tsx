import type { ProductImage } from "@hogar/shared";
import { m } from "@hogar/shared/messages";
import { pictureAlt } from "@hogar/shared/picture-alt";
import { useState } from "react";
import { useInView } from "../../../lib/use-in-view.ts";

/** Spec section 9: card images load when they come within 50 px of view. */
const LAZY_MARGIN = "50px";
// `scrollMargin` is not yet in TypeScript's DOM types.
const NEAR_VIEW = { rootMargin: LAZY_MARGIN, scrollMargin: LAZY_MARGIN } as IntersectionObserverInit;

/**
 * A tinted box of the image's aspect ratio first (no layout shift), then the image once the box is near
 * the viewport. `scrollMargin` extends the margin to the horizontally scrolling feed rows as well, where
 * the browser supports it; `rootMargin` alone only applies to the viewport.
 * `eager` is for the cards a page shows first: requested at once, at high priority and without the
 * fade, since they are what the shopper waits for (the page's largest paint).
 */
export function LazyImage({
  image,
  sizes,
  className = "",
  eager = false,
}: {
  image: ProductImage;
  sizes: string;
  className?: string;
  eager?: boolean;
}) {
  const box = useInView<HTMLDivElement>(eager, NEAR_VIEW);
  const [loaded, setLoaded] = useState(eager);

  return (
    <div
      ref={box.ref}
      className={`relative overflow-hidden bg-primary/10 ${className}`}
      style={{ aspectRatio: `${image.width} / ${image.height}` }}
    >
      {box.seen && (
        <img
          src={image.src}
          srcSet={image.srcSet || undefined}
          sizes={image.srcSet ? sizes : undefined}
          width={image.width}
          height={image.height}
          alt={pictureAlt(image.alt)}
          decoding="async"
          fetchPriority={eager ? "high" : undefined}
          draggable={false}
          onLoad={() => setLoaded(true)}
          className={`absolute inset-0 size-full object-cover transition-opacity duration-300 motion-reduce:transition-none ${loaded ? "opacity-100" : "opacity-0"}`}
        />
      )}
    </div>
  );
}

/** Stand-in for a product without any image, same 4:3 box. */
export function NoImage({ className = "" }: { className?: string }) {
  return (
    <div className={`grid aspect-[4/3] place-items-center bg-primary/10 text-sm text-muted ${className}`}>
      {m.catalog_no_image()}
    </div>
  );
}
