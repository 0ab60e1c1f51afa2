import { m } from "@hogar/shared/messages";
import { pictureAlt } from "@hogar/shared/picture-alt";
import { PRODUCT_LIMITS } from "@hogar/shared/product-rules";
import { useEffect, useRef, useState } from "react";
import { secondaryButtonClass } from "../../../components/ui/form-styles.ts";
import { LineImage } from "../../../components/ui/line-image.tsx";
import type { CurrentPicture } from "../api/update-product.ts";

export interface PictureChoice {
  picture: CurrentPicture;
  keep: boolean;
}

type Move = { id: string; by: -1 | 1 };

const smallButton = `${secondaryButtonClass} px-3 py-1 text-sm disabled:border-dashed disabled:text-muted`;

/**
 * The product's pictures in the order shown (cover first): each may be moved, removed or kept again.
 * A moved picture's button keeps the focus; a live message says where it went.
 */
export function CurrentPictures({
  choices,
  onChange,
}: {
  choices: PictureChoice[];
  onChange: (choices: PictureChoice[]) => void;
}) {
  const list = useRef<HTMLOListElement>(null);
  const [moved, setMoved] = useState<Move | null>(null);
  const [said, setSaid] = useState("");
  // A status that reads as before is not read again: a change worded like the last one differs by
  // a no-break space.
  const say = (words: string) => setSaid((last) => (last === words ? `${words}\u00a0` : words));

  useEffect(() => {
    if (!moved) return;
    const item = list.current?.querySelector(`[data-picture="${moved.id}"]`);
    const same = item?.querySelector<HTMLButtonElement>(`[data-move="${moved.by}"]:not(:disabled)`);
    (same ?? item?.querySelector<HTMLButtonElement>("[data-move]:not(:disabled)"))?.focus();
  }, [moved]);

  const move = (index: number, by: -1 | 1) => {
    const next = [...choices];
    const [choice] = next.splice(index, 1);
    if (!choice) return;
    next.splice(index + by, 0, choice);
    onChange(next);
    setMoved({ id: choice.picture.id, by });
    say(m.back_office_picture_moved({ from: index + 1, place: index + by + 1, count: next.length }));
  };

  const toggle = (index: number) => {
    const next = choices.map((choice, i) => (i === index ? { ...choice, keep: !choice.keep } : choice));
    onChange(next);
    const number = index + 1;
    say(
      next[index]?.keep ? m.back_office_picture_kept({ number }) : m.back_office_picture_removed({ number }),
    );
  };

  return (
    <fieldset aria-describedby="current-pictures-hint">
      <legend className="mb-1 block font-medium text-fg">{m.back_office_pictures_legend()}</legend>
      <p id="current-pictures-hint" className="mb-2 text-sm text-muted">
        {m.back_office_pictures_hint({ max: PRODUCT_LIMITS.imagesMax })}
      </p>
      {choices.length === 0 ? (
        <p className="text-muted">{m.back_office_pictures_none()}</p>
      ) : (
        <ol ref={list} className="space-y-2">
          {choices.map((choice, index) => {
            const place = index + 1;
            return (
              <li
                key={choice.picture.id}
                data-picture={choice.picture.id}
                className={`flex flex-wrap items-center gap-3 rounded-lg border border-border/40 p-2 ${choice.keep ? "" : "border-dashed"}`}
              >
                <LineImage image={choice.picture} size={56} />
                <span className="min-w-32 flex-1">
                  {m.back_office_picture_name({ place })}
                  {choice.picture.alt && (
                    <span className="block text-sm text-muted">{pictureAlt(choice.picture.alt)}</span>
                  )}
                  {!choice.keep && (
                    <span className="block text-sm font-medium text-danger-fg">
                      {m.back_office_picture_removed_when_saved()}
                    </span>
                  )}
                </span>
                <span className="flex flex-wrap gap-2">
                  <button
                    type="button"
                    data-move="-1"
                    aria-label={m.back_office_picture_up_label({ place })}
                    disabled={index === 0}
                    onClick={() => move(index, -1)}
                    className={smallButton}
                  >
                    {m.back_office_picture_up()}
                  </button>
                  <button
                    type="button"
                    data-move="1"
                    aria-label={m.back_office_picture_down_label({ place })}
                    disabled={index === choices.length - 1}
                    onClick={() => move(index, 1)}
                    className={smallButton}
                  >
                    {m.back_office_picture_down()}
                  </button>
                  <button
                    type="button"
                    aria-label={
                      choice.keep
                        ? m.back_office_picture_remove_label({ place })
                        : m.back_office_picture_keep_label({ place })
                    }
                    onClick={() => toggle(index)}
                    className={smallButton}
                  >
                    {choice.keep ? m.back_office_picture_remove() : m.back_office_picture_keep()}
                  </button>
                </span>
              </li>
            );
          })}
        </ol>
      )}
      <p role="status" className="sr-only">
        {said}
      </p>
    </fieldset>
  );
}
