import type { InputHTMLAttributes } from 'react';
import { Switch } from '../../../components/ui/switch.tsx';

/** A channel's on/off switch (components/ui/switch.tsx) inside a 44 × 44 px target. */
export function ChannelSwitch(props: Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'role' | 'className'>) {
  return (
    <label className="inline-flex size-11 cursor-pointer items-center justify-center">
      <Switch {...props} />
    </label>
  );
}
