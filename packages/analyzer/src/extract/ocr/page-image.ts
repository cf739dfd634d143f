/** An image as pdf.js decodes it: rows of pixels, 1 (grey), 3 (RGB) or 4 (RGBA) bytes each. */
export interface PixelImage {
  data: Uint8ClampedArray | Uint8Array;
  width: number;
  height: number;
  channels: number;
}

/**
 * The image as a binary greyscale PGM (a header and one byte a pixel): the OCR engine reads PNM
 * as it reads PNG, and turning decoded pixels back into PNG would only cost time.
 */
export function toGreyPgm(image: PixelImage): Uint8Array {
  const { data, width, height, channels } = image;
  const header = new TextEncoder().encode(`P5\n${width} ${height}\n255\n`);
  const pgm = new Uint8Array(header.length + width * height);
  pgm.set(header);
  for (let pixel = 0, at = 0; pixel < width * height; pixel++, at += channels) {
    pgm[header.length + pixel] =
      channels < 3
        ? (data[at] ?? 255)
        : Math.round(
            0.299 * (data[at] ?? 255) +
              0.587 * (data[at + 1] ?? 255) +
              0.114 * (data[at + 2] ?? 255),
          );
  }
  return pgm;
}
