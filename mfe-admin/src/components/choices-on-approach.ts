import { useState } from 'react';

/** The handlers a select spreads to hear the owner coming to it. */
export interface ApproachHandlers {
  onPointerEnter?: () => void;
  onPointerDown?: () => void;
  onTouchStart?: () => void;
  onFocus?: () => void;
}

/**
 * A long select's choices (a day's 48 times, the world's 419 zones) drawn when the owner comes to
 * it, not with the page: until a pointer passes over it, a finger touches it or the focus reaches
 * it, the select holds its chosen value alone. A screen of many such selects (Schedules has some
 * thirty) otherwise carries thousands of options that the browser restyles whenever a style
 * arrives while the page comes alive, and the page stalls for a second on a slower phone.
 *
 * Every way into a select passes one of these first (the pointer's enter and press before a click
 * opens the list, the focus before a key moves the choice), so the whole list is there when the
 * list opens. Once drawn, the choices stay.
 */
export function useChoicesOnApproach(): { near: boolean; approach: ApproachHandlers } {
  const [near, setNear] = useState(false);
  if (near) return { near, approach: {} };
  const come = () => setNear(true);
  return {
    near,
    approach: { onPointerEnter: come, onPointerDown: come, onTouchStart: come, onFocus: come },
  };
}

/** The choices a select draws: all of them once the owner is near, else the chosen one alone. */
export function choicesToDraw<Choice extends { value: string }>(
  choices: readonly Choice[],
  value: string,
  near: boolean,
): readonly Choice[] {
  return near ? choices : choices.filter((choice) => choice.value === value);
}
