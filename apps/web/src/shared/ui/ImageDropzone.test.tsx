// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ImageDropzone, type ImageDropzoneLabels } from './ImageDropzone.js';
import { renderWithMantine, stubMatchMedia } from './render-with-mantine.js';

beforeAll(stubMatchMedia);
afterEach(cleanup);

const labels: ImageDropzoneLabels = {
  drop: 'Drop an image',
  hint: (size) => `PNG, JPEG or WebP, up to ${size} MB`,
  tooLarge: (size) => `Larger than ${size} MB`,
  oneFile: 'One file',
  badType: () => 'Not an image',
  uploaded: (name) => `${name} uploaded`,
};

function setup(onUpload: (file: File) => Promise<unknown>, error?: string) {
  renderWithMantine(
    <ImageDropzone
      onUpload={onUpload}
      describeError={(e) => (e instanceof Error ? e.message : null)}
      labels={labels}
      error={error}
      preview={({ clear }) => (
        <button type="button" onClick={clear}>
          clear
        </button>
      )}
    />,
  );
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return (file: File) => fireEvent.change(input, { target: { files: [file] } });
}

const png = (bytes = 10, name = 'logo.png') => new File([new Uint8Array(bytes)], name, { type: 'image/png' });

describe('ImageDropzone', () => {
  it('shows the allowed types and the size limit in MB', () => {
    setup(async () => {});
    expect(screen.getByText('PNG, JPEG or WebP, up to 2 MB')).toBeTruthy();
  });

  it('hands the file to the caller and then shows the success message', async () => {
    const onUpload = vi.fn(async () => {});
    const drop = setup(onUpload);
    drop(png());
    expect((await screen.findByRole('status')).textContent).toContain('logo.png uploaded');
    expect(onUpload).toHaveBeenCalledWith(expect.objectContaining({ name: 'logo.png' }));
  });

  it("shows the caller's message when the upload fails", async () => {
    const drop = setup(async () => {
      throw new Error('Server said no');
    });
    drop(png());
    expect((await screen.findByRole('alert')).textContent).toBe('Server said no');
  });

  it('refuses a file over the limit or of another type without uploading it', async () => {
    const onUpload = vi.fn(async () => {});
    const drop = setup(onUpload);
    drop(png(2 * 1024 * 1024 + 1));
    expect((await screen.findByRole('alert')).textContent).toBe('Larger than 2 MB');
    drop(new File(['x'], 'notes.txt', { type: 'text/plain' }));
    expect((await screen.findByText('Not an image')).getAttribute('role')).toBe('alert');
    expect(onUpload).not.toHaveBeenCalled();
  });

  it('shows an outside error until the upload has its own, and clear() forgets its own', async () => {
    const drop = setup(async () => {
      throw new Error('Upload failed');
    }, 'Field error');
    expect(screen.getByRole('alert').textContent).toBe('Field error');
    drop(png());
    expect((await screen.findByText('Upload failed')).getAttribute('role')).toBe('alert');
    fireEvent.click(screen.getByText('clear'));
    expect(screen.getByRole('alert').textContent).toBe('Field error');
  });
});
