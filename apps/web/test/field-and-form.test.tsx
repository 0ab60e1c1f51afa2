import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { TextField } from "../src/components/ui/field.tsx";
import { forgetNotice, noticeSnapshot, showNotice } from "../src/components/ui/notice/notice-store.ts";
import { useForm } from "../src/components/ui/use-form.ts";
import { change } from "./helpers/change.ts";

const ZIP_RULE = "Exactly 5 digits";

/** A two-field form: a required name and a postal code kept to digits, judged by `validate`. */
function TestForm({ live = false, onValid }: { live?: boolean; onValid: (values: object) => void }) {
  const form = useForm({
    initial: { fullName: "", postalCode: "" },
    validate: ({ fullName, postalCode }) => ({
      fullName: fullName.trim() ? undefined : "Write your name",
      postalCode: /^\d{5}$/.test(postalCode) ? undefined : ZIP_RULE,
    }),
    clean: { postalCode: (typed) => typed.replace(/\D/g, "") },
    idPrefix: "test-",
    live,
  });
  return (
    <form onSubmit={form.submit(onValid)} noValidate>
      <TextField {...form.field("fullName")} label="Full name" />
      <TextField {...form.field("postalCode")} label="Postal code" hint="e.g. 01000" />
      <button type="submit">Send</button>
    </form>
  );
}

const nameBox = () => screen.getByRole("textbox", { name: "Full name" });
const zipBox = () => screen.getByRole("textbox", { name: "Postal code" });
const type = (box: HTMLElement, value: string) => change(box, { target: { value } });
const send = () => fireEvent.click(screen.getByRole("button", { name: "Send" }));

describe("Field", () => {
  it("links its hint and its error to the control and marks it invalid only with an error", () => {
    const { rerender } = render(<TextField id="zip" label="Postal code" hint="e.g. 01000" />);
    expect(zipBox().getAttribute("aria-describedby")).toBe("zip-hint");
    expect(zipBox().hasAttribute("aria-invalid")).toBe(false);

    rerender(<TextField id="zip" label="Postal code" hint="e.g. 01000" error={ZIP_RULE} />);
    expect(zipBox().getAttribute("aria-describedby")).toBe("zip-hint zip-error");
    expect(zipBox().getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById("zip-error")?.textContent).toBe(ZIP_RULE);
  });

  it("shows a check once something is typed, in the hint's place, invalid while not ok", () => {
    const check = { ok: false, okText: "Looks good", badText: "Too short" };
    const { rerender } = render(
      <TextField id="code" label="Code" value="" onChange={() => {}} check={check} />,
    );
    expect(screen.queryByText("Too short")).toBeNull();

    rerender(<TextField id="code" label="Code" value="12" onChange={() => {}} check={check} />);
    const box = screen.getByRole("textbox", { name: "Code" });
    expect(document.getElementById("code-hint")?.textContent).toBe("Too short");
    expect(box.getAttribute("aria-invalid")).toBe("true");

    rerender(
      <TextField id="code" label="Code" value="1234" onChange={() => {}} check={{ ...check, ok: true }} />,
    );
    expect(document.getElementById("code-hint")?.textContent).toBe("Looks good");
    expect(box.hasAttribute("aria-invalid")).toBe(false);
  });

  it("shows several messages as a list", () => {
    render(<TextField id="files" label="Files" error={["a.txt is not an image", "b.txt is not an image"]} />);
    expect(screen.getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      "a.txt is not an image",
      "b.txt is not an image",
    ]);
  });
});

describe("useForm", () => {
  it("refuses a submit at fault, focuses the first field at fault, and forgets a message when its field changes", () => {
    const onValid = vi.fn();
    render(<TestForm onValid={onValid} />);
    expect(nameBox().id).toBe("test-full-name");
    // Nothing shows before a submit.
    expect(nameBox().hasAttribute("aria-invalid")).toBe(false);

    send();
    expect(onValid).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(nameBox());
    expect(nameBox().getAttribute("aria-invalid")).toBe("true");
    expect(zipBox().getAttribute("aria-describedby")).toBe("test-postal-code-hint test-postal-code-error");

    type(zipBox(), "12");
    expect(zipBox().hasAttribute("aria-invalid")).toBe(false);
    expect(nameBox().getAttribute("aria-invalid")).toBe("true");
  });

  it("keeps what `clean` allows and hands the values over when the rules pass", () => {
    const onValid = vi.fn();
    render(<TestForm onValid={onValid} />);
    type(nameBox(), "Ana");
    type(zipBox(), "06-600");
    expect(zipBox()).toHaveProperty("value", "06600");
    send();
    expect(onValid).toHaveBeenCalledWith({ fullName: "Ana", postalCode: "06600" });
  });

  it("closes the good news of the last send when the form is sent again, but no other notice", () => {
    render(<TestForm onValid={() => {}} />);
    showNotice({ type: "success", title: "Fiscal data saved", message: "Saved." });
    send();
    expect(noticeSnapshot()).toMatchObject({ closing: true });
    forgetNotice();
    showNotice({ type: "error", title: "Not saved", message: "The server said no." });
    send();
    expect(noticeSnapshot()).toMatchObject({ closing: false, notice: { title: "Not saved" } });
    forgetNotice();
  });

  it("in live mode shows a rule's message once the field is left, and follows the value", () => {
    render(<TestForm live onValid={() => {}} />);
    type(zipBox(), "1");
    expect(zipBox().hasAttribute("aria-invalid")).toBe(false);
    fireEvent.blur(zipBox());
    expect(document.getElementById("test-postal-code-error")?.textContent).toBe(ZIP_RULE);
    type(zipBox(), "01000");
    expect(zipBox().hasAttribute("aria-invalid")).toBe(false);
  });

  it("in live mode says nothing of a field passed through empty until the form is sent", () => {
    render(<TestForm live onValid={() => {}} />);
    fireEvent.blur(nameBox());
    fireEvent.blur(zipBox());
    expect(nameBox().hasAttribute("aria-invalid")).toBe(false);
    expect(zipBox().hasAttribute("aria-invalid")).toBe(false);
    send();
    expect(nameBox().getAttribute("aria-invalid")).toBe("true");
    expect(zipBox().getAttribute("aria-invalid")).toBe("true");
  });

  it("in live mode says at once that a field the shopper emptied is missing, once it is left", () => {
    render(<TestForm live onValid={() => {}} />);
    type(nameBox(), "Ana");
    type(nameBox(), "");
    fireEvent.blur(nameBox());
    expect(nameBox().getAttribute("aria-invalid")).toBe("true");
  });
});
