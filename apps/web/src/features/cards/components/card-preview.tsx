import type { CardBrand } from "@hogar/shared/card-rules";
import { m } from "@hogar/shared/messages";
import { BrandLogo } from "./brand-logo.tsx";

interface CardPreviewProps {
  number: string;
  name: string;
  month: string;
  year: string;
  ccvLength: number;
  brand: CardBrand | null;
  /** The back shows while the CCV field has focus. */
  flipped: boolean;
}

const face =
  "absolute inset-0 flex flex-col rounded-2xl bg-gradient-to-br from-[#3b0f6b] via-[#5b21b6] to-[#1e1b4b] p-5 text-white shadow-xl [backface-visibility:hidden]";

/**
 * The live card: decorative (aria-hidden), since the inputs carry the same information. The flip is a
 * 3D rotateY(180deg); reduced-motion users get the same switch without the animation.
 */
export function CardPreview({ number, name, month, year, ccvLength, brand, flipped }: CardPreviewProps) {
  return (
    <div aria-hidden="true" className="mx-auto w-full max-w-sm [perspective:1000px]">
      <div
        data-testid="card-preview"
        data-flipped={flipped}
        style={{ transform: flipped ? "rotateY(180deg)" : "none" }}
        className="relative aspect-[1.586] w-full transition-transform duration-700 [transform-style:preserve-3d] motion-reduce:transition-none"
      >
        <div className={face}>
          <div className="flex items-start justify-between">
            <span className="block h-9 w-12 rounded-md bg-gradient-to-br from-[#fde68a] to-[#ca8a04] ring-1 ring-black/20" />
            {brand && <BrandLogo brand={brand} className="h-9 w-14" />}
          </div>
          <p className="mt-auto text-xs tracking-wide uppercase">{m.cards_number()}</p>
          <p className="font-mono text-lg tracking-widest sm:text-xl">{number || "#### #### #### ####"}</p>
          <div className="mt-3 flex items-end justify-between gap-4">
            <div className="min-w-0">
              <p className="text-xs tracking-wide uppercase">{m.cards_preview_name()}</p>
              <p className="truncate font-medium uppercase">{name || m.cards_preview_name_placeholder()}</p>
            </div>
            <div className="shrink-0 text-right">
              <p className="text-xs tracking-wide uppercase">{m.cards_preview_expiry()}</p>
              <p className="font-mono">
                {month || m.cards_month_placeholder()} / {year || m.cards_year_placeholder()}
              </p>
            </div>
          </div>
        </div>
        <div className={`${face} [transform:rotateY(180deg)] px-0`}>
          <span className="mt-4 block h-10 w-full bg-black" />
          <div className="mt-5 px-5">
            <p className="text-right text-xs tracking-wide uppercase">{m.cards_ccv()}</p>
            <div className="mt-1 flex h-9 items-center justify-end rounded bg-white px-3 font-mono text-lg tracking-widest text-[#111827]">
              {"•".repeat(ccvLength)}
            </div>
            <span className="mt-3 block h-6 w-3/4 rounded bg-[repeating-linear-gradient(45deg,#e5e7eb_0_6px,#d1d5db_6px_12px)]" />
          </div>
          {brand && (
            <div className="mt-auto flex justify-end px-5">
              <BrandLogo brand={brand} className="h-8 w-12" />
            </div>
          )}
        </div>
      </div>
    </div>
  );
}
