import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Avatar } from './avatar.tsx';

describe('Avatar', () => {
  it('shows the photo while it loads', () => {
    const { container } = render(<Avatar photoURL="https://example.test/me.png" name="sadia" className="size-10" />);
    expect(container.querySelector('img')).toHaveAttribute('src', 'https://example.test/me.png');
  });

  it('falls back to the initial when the photo does not load, instead of a broken image', () => {
    const { container } = render(<Avatar photoURL="https://example.test/gone.png" name="sadia" className="size-10" />);
    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText('S')).toBeInTheDocument();
  });

  it('shows the initial when there is no photo', () => {
    const { container } = render(<Avatar photoURL={null} name="rahim" className="size-10" />);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText('R')).toBeInTheDocument();
  });
});
