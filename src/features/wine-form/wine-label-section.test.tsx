import { ChakraProvider } from '@chakra-ui/react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { system } from '@/theme/system';
import type { LabelChange } from './wine-form-route';
import { WineLabelSection } from './wine-label-section';

const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

function renderLabel(currentUrl: string | null) {
  const changes: LabelChange[] = [];
  const onChange = vi.fn((change: LabelChange) => changes.push(change));
  function Harness() {
    const [change, setChange] = useState<LabelChange>(null);
    return (
      <WineLabelSection
        currentUrl={currentUrl}
        change={change}
        onChange={(next) => {
          onChange(next);
          setChange(next);
        }}
      />
    );
  }
  render(
    <ChakraProvider value={system}>
      <Harness />
    </ChakraProvider>,
  );
  // The input's accept list is part of what is tested, so the test does not let it filter files.
  const user = userEvent.setup({ applyAccept: false });
  return { user, onChange, fileInput: () => screen.getByLabelText('Label image file') as HTMLInputElement };
}

describe('WineLabelSection', () => {
  it('refuses a GIF with the avatar message and keeps no change', async () => {
    const { user, onChange, fileInput } = renderLabel(null);
    expect(fileInput().accept).toBe('image/png,image/jpeg,image/webp');
    await user.upload(fileInput(), new File(['GIF89a'], 'label.gif', { type: 'image/gif' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Choose a PNG, JPEG or WebP image');
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByText('No label')).toBeDefined();
  });

  it('previews a chosen PNG as a change saved with the wine, and can discard it', async () => {
    const { user, onChange, fileInput } = renderLabel(null);
    await user.upload(fileInput(), new File([PNG_BYTES], 'label.png', { type: 'image/png' }));
    await waitFor(() =>
      expect(onChange).toHaveBeenCalledWith({
        kind: 'upload',
        dataUrl: expect.stringMatching(/^data:image\/png;base64,/),
        fileName: 'label.png',
      }),
    );
    expect(screen.getByRole('img', { name: 'Preview of the new label' })).toBeDefined();
    expect(screen.getByText('label.png — saved with the wine.')).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Discard new label' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(screen.getByText('No label')).toBeDefined();
  });

  it('marks the current label for removal, and Keep label undoes it', async () => {
    const { user, onChange } = renderLabel('data:image/png;base64,iVBORw0KGgo=');
    expect(screen.getByRole('img', { name: 'Current label' })).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Remove label' }));
    expect(onChange).toHaveBeenLastCalledWith({ kind: 'remove' });
    expect(screen.getByText('The label will be removed when you save.')).toBeDefined();
    expect(screen.queryByRole('img')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Keep label' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(screen.getByRole('img', { name: 'Current label' })).toBeDefined();
  });
});
