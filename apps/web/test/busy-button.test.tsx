import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { BusyButton } from "../src/components/ui/busy-button.tsx";

function renderForm(busy: boolean) {
  const submitted = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
  const clicked = vi.fn();
  render(
    <form onSubmit={submitted}>
      <BusyButton type="submit" busy={busy} onClick={clicked}>
        Save
      </BusyButton>
    </form>,
  );
  return { submitted, clicked, button: screen.getByRole<HTMLButtonElement>("button", { name: "Save" }) };
}

describe("a busy button", () => {
  it("stays focusable while busy, says so, and a press neither submits nor acts", () => {
    const { submitted, clicked, button } = renderForm(true);
    button.focus();
    fireEvent.click(button);

    expect(button.disabled).toBe(false);
    expect(document.activeElement).toBe(button);
    expect(button.getAttribute("aria-disabled")).toBe("true");
    expect(button.getAttribute("aria-busy")).toBe("true");
    expect(clicked).not.toHaveBeenCalled();
    expect(submitted).not.toHaveBeenCalled();
  });

  it("acts and submits when not busy", () => {
    const { submitted, clicked, button } = renderForm(false);
    fireEvent.click(button);

    expect(button.hasAttribute("aria-disabled")).toBe(false);
    expect(clicked).toHaveBeenCalledOnce();
    expect(submitted).toHaveBeenCalledOnce();
  });

  it("waiting for another button's request, ignores presses without saying it is busy itself", () => {
    const clicked = vi.fn();
    render(
      <BusyButton type="button" blocked onClick={clicked}>
        Delete
      </BusyButton>,
    );
    const button = screen.getByRole("button", { name: "Delete" });
    fireEvent.click(button);

    expect(button.getAttribute("aria-disabled")).toBe("true");
    expect(button.hasAttribute("aria-busy")).toBe(false);
    expect(clicked).not.toHaveBeenCalled();
  });
});
