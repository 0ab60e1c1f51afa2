import type { Product } from "@hogar/shared";

/** A line's small cover. The name is printed beside it, so the image adds nothing for a screen reader. */
export function LineImage({ product, size }: { product: Product; size: number }) {
  const cover = product.images[0];
  const box = "shrink-0 rounded-lg bg-primary/10 object-cover";
  if (!cover) return <div aria-hidden="true" className={box} style={{ width: size, height: size }} />;
  return (
    <img
      src={cover.src}
      srcSet={cover.srcSet || undefined}
      sizes={cover.srcSet ? `${size}px` : undefined}
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
