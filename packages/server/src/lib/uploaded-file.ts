/** An upload's bytes as a Buffer, without a copy (the body parser hands the contract a Uint8Array view). */
export const asBuffer = (bytes: Uint8Array): Buffer =>
  Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
