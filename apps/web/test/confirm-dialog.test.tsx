import { act, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { ConfirmDialog } from "../src/components/ui/confirm-dialog.tsx";

/** A page with one button that asks before archiving, and a heading it may focus afterwards. */
function Page({ focusHeadingAfter = false }: { focusHeadingAfter?: boolean }) {
  const [asking, setAsking] = useState(false);
  const close = () => {
    setAsking(false);
    if (focusHeadingAfter) document.getElementById("heading")?.focus();
  };
  return (
    <>
      <h1 id="heading" tabIndex={-1}>
        Zafiro Lamp
      </h1>
      <button type="button" onClick={() => setAsking(true)}>
        Archive
      </button>
      {asking && (
        <ConfirmDialog
          title="Archive Zafiro Lamp?"
          message="It leaves the shop."
          confirmLabel="Yes, archive"
          onConfirm={close}
          onCancel={close}
        />
      )}
    </>
  );
}

/** Lets the frame after a close run, where the dialog gives the focus back. */
const nextFrame = () => act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));

describe("a confirmation dialog", () => {
  it("gives the focus back to the button that opened it when it is cancelled or confirmed", async () => {
    render(<Page />);
    const archive = screen.getByRole("button", { name: "Archive" });
    for (const answer of ["Cancel", "Yes, archive"]) {
      archive.focus();
      fireEvent.click(archive);
      expect(document.activeElement).toBe(screen.getByRole("button", { name: "Cancel" }));
      fireEvent.click(screen.getByRole("button", { name: answer }));
      await nextFrame();
      expect(document.activeElement).toBe(archive);
    }
  });

  it("leaves the focus where the page put it after the answer", async () => {
    render(<Page focusHeadingAfter />);
    const archive = screen.getByRole("button", { name: "Archive" });
    archive.focus();
    fireEvent.click(archive);
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    await nextFrame();
    expect(document.activeElement).toBe(screen.getByRole("heading", { name: "Zafiro Lamp" }));
  });
});
