import { describe, expect, it } from 'vitest';
import { jpegSize, pngSize, webpSize } from './image.js';

describe('image header parsers (pixel-flood guard)', () => {
  it('reads a lossy WebP (VP8) frame header', () => {
    const b = Buffer.alloc(30);
    b.write('RIFF', 0, 'latin1');
    b.write('WEBP', 8, 'latin1');
    b.write('VP8 ', 12, 'latin1');
    b.set([0x9d, 0x01, 0x2a], 23);
    b.writeUInt16LE(16_383 | (1 << 14), 26); // the two top bits are the scale, not the size
    b.writeUInt16LE(640, 28);
    expect(webpSize(b)).toEqual({ width: 16_383, height: 640 });
    b[23] = 0; // no start code
    expect(webpSize(b)).toBeNull();
  });

  it('skips JPEG segments, fill bytes and DHT to reach the frame header, and gives up at the scan', () => {
    const app0 = [0xff, 0xe0, 0x00, 0x04, 0x00, 0x00];
    const dht = [0xff, 0xc4, 0x00, 0x03, 0x00];
    const sof2 = [0xff, 0xff, 0xc2, 0x00, 0x0b, 0x08, 0x01, 0x2c, 0x02, 0x58, 0x01, 0x01, 0x11, 0x00];
    expect(jpegSize(Buffer.from([0xff, 0xd8, ...app0, ...dht, ...sof2]))).toEqual({ width: 600, height: 300 });
    expect(jpegSize(Buffer.from([0xff, 0xd8, ...app0, 0xff, 0xda, 0x00, 0x02]))).toBeNull();
    expect(jpegSize(Buffer.from([0xff, 0xd8, 0x00, 0x01, 0x02, 0x03]))).toBeNull();
  });

  it('refuses a PNG whose first chunk is not IHDR', () => {
    const b = Buffer.alloc(24);
    b.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 0);
    b.write('tEXt', 12, 'latin1');
    expect(pngSize(b)).toBeNull();
  });
});
