import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { QuantityInput } from "../src/components/ui/quantity-input.tsx";
import { change } from "./helpers/change.ts";

// The quantity box (docs/product.md 18): whole numbers from 1 to the most one may buy.

const box = () => screen.getByRole<HTMLInputElement>("spinbutton", { name: "Quantity" });

describe("the quantity box", () => {
  it("shows 1 when 0 is typed over a 1, as it would over any other number", () => {
    const onChange = vi.fn();
    render(<QuantityInput label="Quantity" value={1} max={7} onChange={onChange} />);
    change(box(), { target: { value: "0" } });
    expect(box().value).toBe("1");
    change(box(), { target: { value: "-3" } });
    expect(box().value).toBe("1");
    expect(onChange).toHaveBeenLastCalledWith(1);
  });

  it("clamps a number above the most to it and says so, and an emptied box becomes 1 on leaving", () => {
    const onChange = vi.fn();
    render(<QuantityInput label="Quantity" value={2} max={7} onChange={onChange} />);
    change(box(), { target: { value: "12" } });
    expect(box().value).toBe("7");
    expect(screen.getByRole("status").textContent).toBe("You can buy up to 7.");
    change(box(), { target: { value: "" } });
    fireEvent.blur(box());
    expect(box().value).toBe("1");
    expect(onChange).toHaveBeenLastCalledWith(1);
  });
});
