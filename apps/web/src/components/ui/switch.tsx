import type { InputHTMLAttributes } from 'react';

/**
 * An on/off switch: a checkbox with the switch role, drawn with utilities (daisyUI's `toggle` is left out of
 * the stylesheet, index.css). The track is 40 × 24 px and keeps 3:1 contrast off as well as on; its label
 * (a wrapping <label>, or `aria-label`) gives it the 44 px target.
 */
export function Switch(props: Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'role' | 'className'>) {
  return (
    <input
      {...props}
      type="checkbox"
      role="switch"
      className="relative h-6 w-10 shrink-0 cursor-pointer appearance-none rounded-full bg-base-content/50 transition-colors duration-150 before:absolute before:top-0.5 before:left-0.5 before:size-5 before:rounded-full before:bg-base-100 before:shadow-sm before:transition-transform before:duration-150 before:content-[''] checked:bg-primary checked:before:translate-x-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary disabled:cursor-not-allowed disabled:opacity-50 motion-reduce:transition-none motion-reduce:before:transition-none"
    />
  );
}
