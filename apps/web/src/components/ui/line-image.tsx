import type { ProductImage } from "@hogar/shared";

/**
 * A line's small square cover (cart, checkout summary, orders); a tinted box when there is none.
 * The name is printed beside it, so the image adds nothing for a screen reader.
 */
export function LineImage({ image, size = 64 }: { image: ProductImage | null | undefined; size?: number }) {
  const box = "shrink-0 rounded-lg bg-primary/10 object-cover";
  if (!image) return <div aria-hidden="true" className={box} style={{ width: size, height: size }} />;
  return (
    <img
      src={image.src}
      srcSet={image.srcSet || undefined}
      sizes={image.srcSet ? `${size}px` : undefined}
      width={size}
      height={size}
      alt=""
      loading="lazy"
      decoding="async"
      className={box}
      style={{ width: size, height: size }}
    />
  );
}
