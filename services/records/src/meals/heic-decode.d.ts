declare module 'heic-decode' {
  /** Decodes the primary image of a HEIC/HEIF file to RGBA pixels (libheif with its HEVC decoder, as WebAssembly). */
  export default function decode(input: {
    buffer: Uint8Array | ArrayBuffer;
  }): Promise<{ width: number; height: number; data: Uint8ClampedArray }>;
  /** Reads the container only: every image's size, decoded on demand; dispose() frees libheif's handles. */
  export function all(input: { buffer: Uint8Array | ArrayBuffer }): Promise<
    { width: number; height: number; decode(): Promise<{ width: number; height: number; data: Uint8ClampedArray }> }[] & {
      dispose(): void;
    }
  >;
}
