import { ChakraProvider } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/api-error';
import { system } from '@/theme/system';
import { AvatarUploader, type AvatarUploaderProps } from './avatar-uploader';

const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

function renderUploader(props: Partial<AvatarUploaderProps> = {}) {
  const onUpload = vi.fn<(file: File) => Promise<void>>(async () => undefined);
  const onRemove = vi.fn<() => Promise<void>>(async () => undefined);
  render(
    <ChakraProvider value={system}>
      <AvatarUploader name="Ada Lovelace" onUpload={onUpload} onRemove={onRemove} {...props} />
    </ChakraProvider>,
  );
  // The input's accept list is what is being tested, so the test does not let it filter files.
  const user = userEvent.setup({ applyAccept: false });
  const fileInput = () => screen.getByLabelText('Photo file') as HTMLInputElement;
  return { user, onUpload: props.onUpload ?? onUpload, onRemove: props.onRemove ?? onRemove, fileInput };
}

describe('AvatarUploader', () => {
  it('shows the initials without a photo, and no remove button', () => {
    renderUploader();
    expect(screen.getByText('AL')).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Remove photo' })).toBeNull();
  });

  it('offers only PNG, JPEG and WebP in the file picker, opened by the Upload photo button', async () => {
    const { user, fileInput } = renderUploader();
    expect(fileInput().accept).toBe('image/png,image/jpeg,image/webp');
    const click = vi.spyOn(fileInput(), 'click');
    await user.click(screen.getByRole('button', { name: 'Upload photo' }));
    expect(click).toHaveBeenCalledTimes(1);
  });

  it('refuses a GIF before any upload', async () => {
    const { user, onUpload, fileInput } = renderUploader();
    await user.upload(fileInput(), new File(['GIF89a'], 'cat.gif', { type: 'image/gif' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Choose a PNG, JPEG or WebP image');
    expect(screen.queryByAltText('Preview of the new photo')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save photo' })).toBeNull();
    expect(onUpload).not.toHaveBeenCalled();
  });

  it('refuses a text file named .png when it is chosen, by its bytes, before any preview or upload', async () => {
    const { user, onUpload, fileInput } = renderUploader();
    await user.upload(fileInput(), new File(['just some text, no image'], 'fake.png', { type: 'image/png' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Choose a PNG, JPEG or WebP image');
    expect(screen.queryByAltText('Preview of the new photo')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save photo' })).toBeNull();
    expect(onUpload).not.toHaveBeenCalled();
  });

  it('refuses a 3 MB PNG before any upload', async () => {
    const { user, onUpload, fileInput } = renderUploader();
    await user.upload(fileInput(), new File([new Uint8Array(3 * 1024 * 1024)], 'huge.png', { type: 'image/png' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The image must be 2 MB or smaller');
    expect(onUpload).not.toHaveBeenCalled();
  });

  it('previews a valid PNG and uploads it on Save photo', async () => {
    const { user, onUpload, fileInput } = renderUploader();
    const file = new File([PNG_BYTES], 'me.png', { type: 'image/png' });
    await user.upload(fileInput(), file);
    const preview = await screen.findByAltText('Preview of the new photo');
    expect(preview.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    expect(onUpload).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Save photo' }));
    expect(onUpload).toHaveBeenCalledWith(file);
    expect(screen.queryByAltText('Preview of the new photo')).toBeNull();
    expect(screen.getByRole('button', { name: 'Upload photo' })).toBeDefined();
  });

  it('clears an earlier error once a valid file is chosen', async () => {
    const { user, fileInput } = renderUploader();
    await user.upload(fileInput(), new File(['GIF89a'], 'cat.gif', { type: 'image/gif' }));
    await screen.findByRole('alert');
    await user.upload(fileInput(), new File([PNG_BYTES], 'me.png', { type: 'image/png' }));
    await screen.findByAltText('Preview of the new photo');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('drops the preview on Cancel without uploading', async () => {
    const { user, onUpload, fileInput } = renderUploader();
    await user.upload(fileInput(), new File([PNG_BYTES], 'me.png', { type: 'image/png' }));
    await screen.findByAltText('Preview of the new photo');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByAltText('Preview of the new photo')).toBeNull();
    expect(onUpload).not.toHaveBeenCalled();
  });

  it('keeps the preview and says why when the upload fails', async () => {
    const onUpload = vi.fn(async () => {
      throw new ApiError({
        kind: 'http',
        status: 422,
        fieldErrors: [{ field: 'file', message: 'The image must be a PNG, JPEG or WebP file' }],
      });
    });
    const { user, fileInput } = renderUploader({ onUpload });
    await user.upload(fileInput(), new File([PNG_BYTES], 'me.png', { type: 'image/png' }));
    await user.click(await screen.findByRole('button', { name: 'Save photo' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The image must be a PNG, JPEG or WebP file');
    expect(screen.getByAltText('Preview of the new photo')).toBeDefined();
  });

  it('removes an existing photo', async () => {
    const { user, onRemove } = renderUploader({ imageUrl: 'data:image/png;base64,AAAA' });
    await user.click(screen.getByRole('button', { name: 'Remove photo' }));
    expect(onRemove).toHaveBeenCalledTimes(1);
  });
});
