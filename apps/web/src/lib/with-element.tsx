import { Fragment, type ReactNode } from "react";

// A private-use character no message or shopper's text holds, marking where the element goes.
const SLOT = "\uE000";

/**
 * A message with an element in it ("Done: your e-mail is now <strong>…</strong>. ..."): the message
 * is said with a marker in the element's placeholder, then the element takes the marker's place, so
 * each language puts it where its sentence needs it.
 */
export function withElement(say: (slot: string) => string, element: ReactNode): ReactNode {
  const [before, ...after] = say(SLOT).split(SLOT);
  return (
    <>
      {before}
      {after.map((part, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts are fixed pieces of one sentence.
        <Fragment key={index}>
          {element}
          {part}
        </Fragment>
      ))}
    </>
  );
}
