import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApplyUpdate } from '../../lib/pwa/register-service-worker.ts';
import { UpdatePrompt } from './update-prompt.tsx';

// The registration itself runs only in a built app in a browser (e2e/pwa/update-prompt.spec.ts); here the
// prompt is driven through the callback it hands to the registration.
const registration = vi.hoisted(() => ({ onUpdateReady: undefined as ((apply: ApplyUpdate) => void) | undefined }));
vi.mock('../../lib/pwa/register-service-worker.ts', () => ({
  registerServiceWorker: (onUpdateReady: (apply: ApplyUpdate) => void) => {
    registration.onUpdateReady = onUpdateReady;
  },
}));

beforeEach(() => {
  registration.onUpdateReady = undefined;
});

describe('UpdatePrompt', () => {
  it('stays hidden until a new version is waiting, then reloads into it on Reload', async () => {
    const apply = vi.fn<ApplyUpdate>().mockResolvedValue(undefined);
    render(<UpdatePrompt />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    act(() => registration.onUpdateReady!(apply));
    expect(screen.getByRole('status')).toHaveTextContent('A new version of PhoneHaat is ready.');
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(apply).toHaveBeenCalledOnce();
  });

  it('goes away on Later without updating', async () => {
    const apply = vi.fn<ApplyUpdate>();
    render(<UpdatePrompt />);
    act(() => registration.onUpdateReady!(apply));

    await userEvent.click(screen.getByRole('button', { name: 'Later' }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(apply).not.toHaveBeenCalled();
  });

  it('speaks Bangla on a Bangla page', async () => {
    await i18next.changeLanguage('bn');
    render(<UpdatePrompt />);
    act(() => registration.onUpdateReady!(vi.fn<ApplyUpdate>()));
    expect(screen.getByRole('status')).toHaveTextContent('PhoneHaat-এর নতুন সংস্করণ তৈরি।');
    expect(screen.getByRole('button', { name: 'আবার লোড করুন' })).toBeInTheDocument();
  });
});
