import { fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import {
  CurrentPictures,
  type PictureChoice,
} from "../src/features/product-admin/components/current-pictures.tsx";

const picture = (n: number): PictureChoice => ({
  picture: {
    id: `p${n}`,
    src: `/images/p${n}-640.webp`,
    srcSet: "",
    width: 640,
    height: 640,
    alt: `Sofa ${n}`,
  },
  keep: true,
});

function Pictures() {
  const [choices, setChoices] = useState([picture(1), picture(2), picture(3)]);
  return <CurrentPictures choices={choices} onChange={setChoices} />;
}

describe("a product's current pictures in the back office", () => {
  it("says which picture each change was about, so two alike are each read out", () => {
    render(<Pictures />);
    const said = () => screen.getByRole("status").textContent;

    fireEvent.click(screen.getByRole("button", { name: "Remove picture 1" }));
    expect(said()).toBe("Picture 1 removed.");
    fireEvent.click(screen.getByRole("button", { name: "Remove picture 2" }));
    expect(said()).toBe("Picture 2 removed.");
    fireEvent.click(screen.getByRole("button", { name: "Keep picture 2" }));
    expect(said()).toBe("Picture 2 kept.");
    fireEvent.click(screen.getByRole("button", { name: "Move picture 3 up" }));
    expect(said()).toBe("Picture 3 moved to place 2 of 3.");
    // Worded as the last one, it still differs, so it is read.
    fireEvent.click(screen.getByRole("button", { name: "Move picture 3 up" }));
    expect(said()).toBe("Picture 3 moved to place 2 of 3.\u00a0");
  });
});
