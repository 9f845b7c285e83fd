// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from './button';

afterEach(cleanup);

describe('Button', () => {
  it('disabled while it has the focus, keeps the focus and does nothing until the focus leaves', () => {
    const onClick = vi.fn();
    const view = render(<Button onClick={onClick}>Change status</Button>);
    const button = screen.getByRole('button', { name: 'Change status' });
    act(() => button.focus());
    view.rerender(
      <Button onClick={onClick} disabled>
        Change status
      </Button>,
    );
    // Not the disabled attribute: Chrome would move the focus to <body>.
    expect(button).not.toHaveProperty('disabled', true);
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(button);
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();

    act(() => button.blur());
    expect(button).toHaveProperty('disabled', true);
    expect(button.hasAttribute('aria-disabled')).toBe(false);
  });

  it('a submit button disabled while it has the focus does not send its form', () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const view = render(
      <form onSubmit={onSubmit}>
        <Button type="submit">Send</Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Send' });
    act(() => button.focus());
    view.rerender(
      <form onSubmit={onSubmit}>
        <Button type="submit" disabled>
          Send
        </Button>
      </form>,
    );
    fireEvent.click(button);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('keeps holding the focus when the window loses it meanwhile (a file chooser, another window): it is still the focused control', () => {
    const view = render(<Button>Upload</Button>);
    const button = screen.getByRole('button', { name: 'Upload' });
    act(() => button.focus());
    // The window's blur: the control hears it, yet stays the document's focused element.
    fireEvent.focusOut(button);
    expect(document.activeElement).toBe(button);
    view.rerender(<Button disabled>Upload</Button>);
    expect(button).not.toHaveProperty('disabled', true);
    expect(button.getAttribute('aria-disabled')).toBe('true');
  });

  it('disabled without the focus, is out of the tab order as usual', () => {
    render(<Button disabled>Send</Button>);
    expect(screen.getByRole('button', { name: 'Send' })).toHaveProperty('disabled', true);
  });
});
