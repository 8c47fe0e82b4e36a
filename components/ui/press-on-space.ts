import type { KeyboardEvent } from "react";

/**
 * The keyboard half of a link acting as a button (`role="button"`: the search's Open now, the
 * phone menu's toggle). Enter already follows a link, which its click handler takes; Space presses
 * a button, where on a link it would scroll the page.
 */
export const pressOnSpace = (press: () => void) => (e: KeyboardEvent<HTMLElement>) => {
  if (e.key !== " ") return;
  e.preventDefault();
  press();
};
